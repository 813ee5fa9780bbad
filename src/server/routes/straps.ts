import type { Handlers } from '../contract/handler-types';
import { loadListItems } from '../domain/catalog/list-items.sql';
import { compatibleStrapIds, findWatch } from '../domain/product-options/straps.sql';
import { notFound } from '../lib/http-error';
import type { RouteDeps } from './deps';
import { storePaths } from '../../common/store-paths';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage } from '../domain/i18n/api-message';

const noSuchWatch = (sku: string) => notFound(apiMessage(ERROR_TEXTS.noWatch, { sku }));

/** 'Buy straps' (spec 2.3): the form post that leads to the compatible straps, and their list. */
export function strapsRoutes({ db }: RouteDeps): Handlers {
  return {
    listCompatibleStraps: async ({ store: view, params }) => {
      const watch = await findWatch(db, params.sku);
      if (!watch) throw noSuchWatch(params.sku);
      const items = await loadListItems(db, await compatibleStrapIds(db, watch.id, view.currencyCode), view);
      return {
        watch: { sku: watch.sku, name: watch.name, url: storePaths.product(view.code, watch.urlKey) },
        items,
      };
    },

    submitBuyStraps: async ({ store: view, body, request, reply }) => {
      const watch = await findWatch(db, body.sku);
      if (!watch) throw noSuchWatch(body.sku);
      const redirectUrl = storePaths.compatibleStraps(view.code, watch.sku);
      // A browser's form post gets post/redirect/get; a script's JSON post reads where to go.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        void reply.code(303).header('Location', redirectUrl).header('Cache-Control', 'no-store');
      }
      return { redirect_url: redirectUrl };
    },
  };
}
