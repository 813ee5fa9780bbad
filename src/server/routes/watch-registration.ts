import type { Handlers } from '../contract/handler-types';
import { Unauthenticated } from '../domain/errors';
import type { CaptchaVerifier } from '../domain/security/captcha';
import { checkCaseback, checkSerial, guardWatchCheck } from '../domain/watch-registration/checks';
import { WATCH_REGISTRATION_TEXTS } from '../domain/watch-registration/messages';
import { registerWatch } from '../domain/watch-registration/register';
import { shopOrigin, type RouteDeps } from './deps';
import { worded } from '../domain/i18n/api-message';

/** Register my watch (spec 2.9, 7 'Watches'): the two checks and 'Add to my collection'. */
export function watchRegistrationRoutes({ db, env }: RouteDeps, captcha: CaptchaVerifier): Handlers {
  return {
    checkWatchSerial: async ({ store, body, session, keepSession, request }) => {
      const { customerId } = await session();
      await guardWatchCheck(db, captcha, {
        recaptcha: body.recaptcha,
        customerId,
        clientAddress: request.ip,
        now: new Date(),
      });
      // Stored only now: a check without a proof of work leaves nothing behind.
      const { idHash } = await keepSession();
      return worded(store, await checkSerial(db, { number: body.serial, customerId, sessionHash: idHash }));
    },

    checkWatchCaseback: async ({ store, body, session, keepSession, request }) => {
      const { customerId } = await session();
      await guardWatchCheck(db, captcha, {
        recaptcha: body.recaptcha,
        customerId,
        clientAddress: request.ip,
        now: new Date(),
      });
      const { idHash } = await keepSession();
      return worded(
        store,
        await checkCaseback(db, { number: body.caseback, customerId, sessionHash: idHash }),
      );
    },

    registerWatch: async ({ store, body, session }) => {
      const current = await session();
      if (current.customerId === null) throw new Unauthenticated(WATCH_REGISTRATION_TEXTS.signInFirst);
      const answer = await registerWatch(db, {
        store,
        request: body,
        customerId: current.customerId,
        sessionHash: current.idHash,
        link: { publicUrl: shopOrigin(env), storeCode: store.code },
      });
      return worded(store, answer);
    },
  };
}
