import type { Handlers } from '../contract/handler-types';
import { buildTree, findCategory, loadCategories } from '../domain/catalog/category-tree.sql';
import { buildListing } from '../domain/catalog/listing';
import { listingAnswer } from '../domain/catalog/listing-answer';
import { productDocument } from '../domain/catalog/product-document';
import { SerializedJson } from '../contract/serialized-json';
import { loadStoreTexts } from '../domain/catalog/store-texts';
import { searchProductIds } from '../domain/catalog/search.sql';
import { notFound } from '../lib/http-error';
import type { RouteDeps } from './deps';
import { storePaths } from '../../common/store-paths';
import { searchProductsParams, SortParameter } from '../../common/contract/facts.gen';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage } from '../domain/i18n/api-message';

const CATEGORY_SORTS = [...SortParameter.enum];
const SEARCH_SORTS = [...searchProductsParams.sort.enum];

export function catalogRoutes({ db }: RouteDeps): Handlers {
  return {
    getCategoryTree: async ({ store }) => {
      const [rows, texts] = await Promise.all([loadCategories(db), loadStoreTexts(db, store.id)]);
      return SerializedJson.of({ items: buildTree(rows, store.code, texts) });
    },

    listCategoryProducts: async ({ store: view, params, query }) => {
      const category = await findCategory(db, params.category_id);
      if (!category) throw notFound(apiMessage(ERROR_TEXTS.noCategory, { id: params.category_id }));
      const texts = await loadStoreTexts(db, view.id);
      const basePath = storePaths.category(view.code, category.url_path);
      return listingAnswer(db, view, { base: `category:${category.id}`, query }, (itemsReadAt) =>
        buildListing(
          db,
          view,
          {
            base: { categoryId: category.id },
            basePath,
            query,
            sortOptions: CATEGORY_SORTS,
            category: {
              entity_id: category.id,
              name: texts.text('category', category.id, 'name', category.name),
              url_path: category.url_path,
              full_url: basePath,
              description: texts.text('category', category.id, 'description', category.description),
              category_type: category.category_type,
            },
            searchTerm: null,
          },
          itemsReadAt,
        ),
      );
    },

    searchProducts: async ({ store: view, query }) => {
      const term = query.q.trim();
      return listingAnswer(db, view, { base: 'search', query: { ...query, q: term } }, async (itemsReadAt) =>
        buildListing(
          db,
          view,
          {
            base: { ranked: await searchProductIds(db, view, term) },
            basePath: storePaths.search(view.code),
            query: { ...query, q: term },
            sortOptions: SEARCH_SORTS,
            category: null,
            searchTerm: term,
          },
          itemsReadAt,
        ),
      );
    },

    getProductByUrlKey: async ({ store, params }) => {
      const product = await productDocument(db, store, params.url_key);
      if (!product) throw notFound(apiMessage(ERROR_TEXTS.noProduct, { urlKey: params.url_key }));
      return product;
    },
  };
}
