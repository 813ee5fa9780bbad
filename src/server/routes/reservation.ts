import type { Handlers } from '../contract/handler-types';
import { requestVideoAppointment } from '../domain/reservation/appointment';
import { guardSubmission } from '../domain/reservation/form-guard';
import { reserveInShop } from '../domain/reservation/reserve';
import { listShopsForProduct, shopDetails } from '../domain/reservation/shops';
import type { CaptchaVerifier } from '../domain/security/captcha';
import { shopOrigin, type RouteDeps } from './deps';

/** 'Check & Reserve' and the video appointment request; both forms answer exactly `true`. */
export function reservationRoutes({ db, env }: RouteDeps, captcha: CaptchaVerifier): Handlers {
  const publicUrl = shopOrigin(env);
  return {
    listReservationShops: async ({ store, query }) => listShopsForProduct(db, store, query.product_id),

    getReservationShop: async ({ store, params }) => shopDetails(db, params.shopId, store),

    saveReservation: async ({ store: view, body, session, request }) => {
      await guardSubmission(db, captcha, {
        form: 'reservation',
        terms: body.terms,
        recaptcha: body.recaptcha,
        clientAddress: request.ip,
        now: new Date(),
      });
      await reserveInShop(db, {
        store: view,
        customerId: (await session()).customerId,
        request: body,
        publicUrl,
      });
      return true;
    },

    saveVideoAppointment: async ({ store: view, body, session, request }) => {
      await guardSubmission(db, captcha, {
        form: 'video_appointment',
        terms: body.terms,
        recaptcha: body.recaptcha,
        clientAddress: request.ip,
        now: new Date(),
      });
      await requestVideoAppointment(db, {
        store: view,
        customerId: (await session()).customerId,
        request: body,
        publicUrl,
      });
      return true;
    },
  };
}
