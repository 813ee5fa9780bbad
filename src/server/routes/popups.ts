import { DEFAULT_VISITOR_COUNTRY_HEADER } from '../../../config/popups';
import { INTERNATIONAL_WEBSITE_CODE } from '../../../config/stores';
import type { Handlers } from '../contract/handler-types';
import { promotionalPopups } from '../domain/popups/promotional-popups';
import { retailerDirectory } from '../domain/popups/retailers';
import { storeSelector } from '../domain/popups/store-selector';
import { resolveVisitorCountry } from '../domain/popups/visitor-country';
import type { RouteDeps } from './deps';

export function popupRoutes(deps: RouteDeps): Handlers {
  const countryHeader = deps.env.visitorCountryHeader ?? DEFAULT_VISITOR_COUNTRY_HEADER;
  return {
    getStoreSelector: async ({ store, request, reply }) => {
      // The answer depends on these headers: a shared cache must not hand one visitor's answer to another.
      void reply.header('Vary', `${countryHeader}, Accept-Language`);
      return storeSelector(store, deps.stores, resolveVisitorCountry(request.headers, countryHeader));
    },
    listRetailers: async () => retailerDirectory(deps.db, deps.stores, INTERNATIONAL_WEBSITE_CODE),
    listPromotionalPopups: async ({ store }) => promotionalPopups(deps.db, store.id),
  };
}
