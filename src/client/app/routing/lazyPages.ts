import { lazyPage } from '../../lib/lazyPage';

/** Route-level code splitting: each page is its own chunk (formik and yup only travel with sign-in). */
export const HomePage = lazyPage('page-home', () =>
  import(/* webpackChunkName: "page-home" */ '../../features/home/HomePage').then((m) => m.HomePage),
);
export const CategoryPage = lazyPage('page-category', () =>
  import(/* webpackChunkName: "page-category" */ '../../features/category/CategoryPage').then(
    (m) => m.CategoryPage,
  ),
);
export const ProductPage = lazyPage('page-product', () =>
  import(/* webpackChunkName: "page-product" */ '../../features/product/ProductPage').then(
    (m) => m.ProductPage,
  ),
);
export const SearchResultsPage = lazyPage('page-search', () =>
  import(/* webpackChunkName: "page-search" */ '../../features/search/SearchResultsPage').then(
    (m) => m.SearchResultsPage,
  ),
);
export const SignInPage = lazyPage('page-sign-in', () =>
  import(/* webpackChunkName: "page-sign-in" */ '../../features/session/SignInPage').then(
    (m) => m.SignInPage,
  ),
);
export const RegistrationPage = lazyPage('page-register', () =>
  import(/* webpackChunkName: "page-register" */ '../../features/registration/RegistrationPage').then(
    (m) => m.RegistrationPage,
  ),
);
export const ComparePage = lazyPage('page-compare', () =>
  import(/* webpackChunkName: "page-compare" */ '../../features/compare/ComparePage').then(
    (m) => m.ComparePage,
  ),
);
export const StoryPage = lazyPage('page-story', () =>
  import(/* webpackChunkName: "page-story" */ '../../features/content/StoryPage').then((m) => m.StoryPage),
);
export const WishlistPage = lazyPage('page-wishlist', () =>
  import(/* webpackChunkName: "page-wishlist" */ '../../features/wishlist/WishlistPage').then(
    (m) => m.WishlistPage,
  ),
);
