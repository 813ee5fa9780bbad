import { lazy } from 'react';

/** Route-level code splitting: each page is its own chunk (formik and yup only travel with sign-in). */
export const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ '../../features/home/HomePage').then((m) => ({
    default: m.HomePage,
  })),
);
export const CategoryPage = lazy(() =>
  import(/* webpackChunkName: "page-category" */ '../../features/category/CategoryPage').then((m) => ({
    default: m.CategoryPage,
  })),
);
export const ProductPage = lazy(() =>
  import(/* webpackChunkName: "page-product" */ '../../features/product/ProductPage').then((m) => ({
    default: m.ProductPage,
  })),
);
export const SearchResultsPage = lazy(() =>
  import(/* webpackChunkName: "page-search" */ '../../features/search/SearchResultsPage').then((m) => ({
    default: m.SearchResultsPage,
  })),
);
export const SignInPage = lazy(() =>
  import(/* webpackChunkName: "page-sign-in" */ '../../features/session/SignInPage').then((m) => ({
    default: m.SignInPage,
  })),
);
export const RegistrationPage = lazy(() =>
  import(/* webpackChunkName: "page-register" */ '../../features/registration/RegistrationPage').then(
    (m) => ({
      default: m.RegistrationPage,
    }),
  ),
);
export const ComparePage = lazy(() =>
  import(/* webpackChunkName: "page-compare" */ '../../features/compare/ComparePage').then((m) => ({
    default: m.ComparePage,
  })),
);
export const StoryPage = lazy(() =>
  import(/* webpackChunkName: "page-story" */ '../../features/content/StoryPage').then((m) => ({
    default: m.StoryPage,
  })),
);
export const WishlistPage = lazy(() =>
  import(/* webpackChunkName: "page-wishlist" */ '../../features/wishlist/WishlistPage').then((m) => ({
    default: m.WishlistPage,
  })),
);
