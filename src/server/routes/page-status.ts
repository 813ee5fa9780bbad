import type { FastifyBaseLogger } from 'fastify';
import type { ContentService } from '../domain/content/content-service';
import { categoryPageExists } from '../domain/catalog/category-tree.sql';
import { productUrlKeyExists } from '../domain/catalog/product-url-keys';
import { currentCategoryUrlPath, currentProductUrlKey } from '../domain/catalog/url-history.sql';
import { shopPageExists } from '../domain/store-locator/shops';
import type { StoreView } from '../domain/store/store-registry';
import type { RouteDeps } from './deps';
import type { PageStatus, PageStatusOf } from '../plugins/spa';
import type { StorePage } from '../../common/store-page';
import { storePaths } from '../../common/store-paths';
import {
  getContentPageParams,
  getProductByUrlKeyParams,
  getStoreLocatorShopParams,
} from '../../common/contract/facts.gen';

/** A key the contract would refuse is a page the client does not even ask for: its not-found page. */
const fits = (facts: { pattern: RegExp; maxLength: number }, value: string) =>
  value.length <= facts.maxLength && facts.pattern.test(value);

/**
 * 404 for a store code that is not a store, and for a product, category, story or boutique that the client
 * would not find (its own checks, then the same lookups its API calls make); 200 for every other page. A
 * product or category not found under a key it had before (the URL history, migration 031) has moved: a 301
 * to its current page, when that page exists. The lookups are cached (product keys, categories and the URL
 * history in the catalogue cache, stories in the content service's) except a boutique's, one read of the shop
 * tables.
 */
export function pageStatuses(
  { db, stores }: Pick<RouteDeps, 'db' | 'stores'>,
  content: ContentService,
): PageStatusOf {
  const exists = async (store: StoreView, page: StorePage, log: FastifyBaseLogger): Promise<boolean> => {
    switch (page.kind) {
      case 'home':
      case 'route':
        // Fixed pages always render (private ones their frame, then their data or a sign-in).
        return true;
      case 'controller':
        return false;
      case 'product':
        return fits(getProductByUrlKeyParams.url_key, page.urlKey) && productUrlKeyExists(db, page.urlKey);
      case 'category':
        return categoryPageExists(db, page.urlPath);
      case 'story': {
        if (!fits(getContentPageParams.identifier, page.identifier)) return false;
        const story = await content.page(store, page.identifier, (details, message) =>
          log.warn(details, message),
        );
        return story !== null;
      }
      case 'shop':
        return fits(getStoreLocatorShopParams.url_key, page.shopKey) && shopPageExists(db, page.shopKey);
    }
  };
  // A product page under a category path (`watches/heritage/{key}.html`) moves to the product's own address.
  // The Location is percent-encoded (encodeURI): a category path read from the database may hold any text.
  const moved = async (storeCode: string, page: StorePage): Promise<PageStatus> => {
    if (page.kind === 'product' && fits(getProductByUrlKeyParams.url_key, page.urlKey)) {
      const key = await currentProductUrlKey(db, page.urlKey);
      if (key && (await productUrlKeyExists(db, key)))
        return { movedTo: encodeURI(storePaths.product(storeCode, key)) };
    }
    if (page.kind === 'category') {
      const path = await currentCategoryUrlPath(db, page.urlPath);
      if (path && (await categoryPageExists(db, path)))
        return { movedTo: encodeURI(storePaths.category(storeCode, path)) };
    }
    return 404;
  };
  return async (storeCode, page, log) => {
    const store = stores.find(storeCode);
    if (!store) return 404;
    return (await exists(store, page, log)) ? 200 : moved(store.code, page);
  };
}
