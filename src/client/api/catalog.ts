import { catalogGenApi } from './catalog.gen';

// The category tree is the menu of every page: worth keeping across navigations.
const TEN_MINUTES_S = 600;

export const catalogApi = catalogGenApi.enhanceEndpoints({
  endpoints: {
    getCategoryTree: { keepUnusedDataFor: TEN_MINUTES_S },
  },
});

export const {
  useGetCategoryTreeQuery,
  useListCategoryProductsQuery,
  useGetProductByUrlKeyQuery,
  useSearchProductsQuery,
  useListCompatibleStrapsQuery,
} = catalogApi;

export type {
  ActiveFilter,
  BuyStraps,
  CategoryNode,
  CategoryTree,
  CompatibleStraps,
  ConfigurableOption,
  CustomOption,
  EngravingRules,
  Image,
  ListCategoryProductsApiArg,
  MediaItem,
  Price,
  ProductDetail,
  ProductFeature,
  ProductListItem,
  ProductListing,
  ProductPageVariations,
  ProductVariant,
  ProductVariation,
  SearchProductsApiArg,
  VariationCard,
  VariationFilter,
  SizeGuide,
  StrapConfirmation,
} from './catalog.gen';
