import type { Handlers } from '../contract/handler-types';
import { HttpError } from '../lib/http-error';
import { carriesErpToken } from '../domain/stock-alert/erp-token';
import { STOCK_ALERT_ERRORS } from '../domain/stock-alert/messages';
import { setStockQty } from '../domain/stock-alert/set-stock';
import { subscribeToStockAlert } from '../domain/stock-alert/subscribe';
import { shopOrigin, type RouteDeps } from './deps';

/** The back-in-stock form and the ERP feed's stock update (the feed is the only way stock goes up). */
export function stockAlertRoutes({ db, env }: RouteDeps): Handlers {
  const publicUrl = shopOrigin(env);
  return {
    subscribeStockAlert: async ({ store, body, session, request }) => {
      const { customerId } = await session();
      return subscribeToStockAlert(db, {
        storeId: store.id,
        productId: Number(body.product),
        email: body.email,
        newsletter: body.newsletter_subscribe === '1',
        customerId,
        clientAddress: request.ip,
        link: { publicUrl, storeCode: store.code },
      });
    },

    setErpStockQty: async ({ params, body, request, reply }) => {
      if (!carriesErpToken(request.headers.authorization, env.erpToken)) {
        reply.header('WWW-Authenticate', 'Bearer realm="caseback-erp"');
        throw new HttpError(401, 'unauthorized', STOCK_ALERT_ERRORS.unauthorized);
      }
      return setStockQty(db, params.sku, body.qty, publicUrl);
    },
  };
}
