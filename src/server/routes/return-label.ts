import type { FastifyInstance } from 'fastify';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import { createReturnLabel } from '../domain/return-label/create';
import { findLabelByToken } from '../domain/return-label/download';
import { lookupReturnOrder } from '../domain/return-label/lookup';
import type { CaptchaVerifier } from '../domain/security/captcha';
import { notFound } from '../lib/http-error';
import { shopOrigin, type RouteDeps } from './deps';
import { worded } from '../domain/i18n/api-message';

/** The return label's two steps (spec 7): the order lookup and the create. */
export function returnLabelRoutes({ db, env }: RouteDeps, captcha: CaptchaVerifier): Handlers {
  const origin = shopOrigin(env);
  return {
    lookupReturnLabelOrder: async ({ store, body, request }) =>
      worded(
        store,
        await lookupReturnOrder(db, captcha, {
          store,
          request: body,
          clientAddress: request.ip,
          now: new Date(),
        }),
      ),

    createReturnLabel: async ({ store, body, request }) =>
      worded(
        store,
        await createReturnLabel(db, {
          request: body,
          clientAddress: request.ip,
          now: new Date(),
          labelUrl: (token) => storePaths.returnLabelDownload(store.code, token),
          absoluteLabelUrl: (token) => origin + storePaths.returnLabelDownload(store.code, token),
          warn: (details, message) => request.log.warn(details, message),
        }),
      ),
  };
}

/**
 * The label's PDF, beside the contract (a file, like the media): whoever holds the link's token gets it, as
 * an attachment. The token is kept out of the request log. Any other token is a plain 404.
 */
export function returnLabelDownloadRoute(app: FastifyInstance, { db, stores }: RouteDeps): void {
  app.get<{ Params: { storeCode: string; token: string } }>(
    '/:storeCode/casebackpostal/returnlabel/label/:token',
    { config: { secretParams: ['token'], servesFile: true } },
    async (request, reply) => {
      if (!stores.find(request.params.storeCode)) throw notFound('No such return label.');
      const file = await findLabelByToken(db, request.params.token);
      if (!file) throw notFound('No such return label.');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(file.pdf));
    },
  );
}
