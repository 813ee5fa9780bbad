import { COOKIE } from '../../common/cookie-names';
import type { Handlers } from '../contract/handler-types';
import { Unauthenticated } from '../domain/errors';
import { newsletterFormData } from '../domain/newsletter/form-data';
import { NEWSLETTER_MESSAGES } from '../domain/newsletter/messages';
import {
  confirmFromPage,
  subscribeFromPage,
  unsubscribeFromPage,
  type NewsletterAnswer,
} from '../domain/newsletter/page-forms';
import { readAccountSubscription, setAccountSubscription } from '../domain/newsletter/subscribers';
import type { FastifyReply } from 'fastify';
import { shopOrigin, type RouteDeps } from './deps';
import { sayIn } from '../domain/i18n/api-message';
import type { StoreView } from '../domain/store/store-registry';

/** The subscriber cookie outlives a session: it is what this browser was told about its own subscription. */
const SUBSCRIBER_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Only what the page needs: `errors` and `message`; the cookie carries the status (spec 3). */
function answer(
  reply: FastifyReply,
  secure: boolean,
  store: StoreView,
  result: NewsletterAnswer,
): { errors: boolean; message: string } {
  if (!result.errors) {
    reply.setCookie(COOKIE.newsletterSubscriber, JSON.stringify(result.cookie), {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: SUBSCRIBER_COOKIE_MAX_AGE_S,
    });
  }
  return { errors: result.errors, message: sayIn(store)(result.message) };
}

/** An empty optional field of the form is no answer. */
const given = (value: string | undefined): string | null => (value ? value.trim() || null : null);

/** The newsletter pages' forms, the double opt-in confirmation and the account's e-mail preference. */
export function newsletterRoutes({ db, env, cookies }: RouteDeps): Handlers {
  const publicUrl = shopOrigin(env);
  const signedIn = async (session: () => Promise<{ customerId: number | null }>) => {
    const { customerId } = await session();
    if (customerId === null) throw new Unauthenticated(NEWSLETTER_MESSAGES.signIn);
    return customerId;
  };
  return {
    getNewsletterFormData: async ({ store }) => newsletterFormData(store, new Date()),

    subscribeNewsletter: async ({ store, body, session, request, reply }) => {
      const result = await subscribeFromPage(db, {
        email: body.email.trim(),
        storeId: store.id,
        customerId: (await session()).customerId,
        clientAddress: request.ip,
        link: { publicUrl, storeCode: store.code },
        profile: {
          firstname: given(body.firstname),
          lastname: given(body.lastname),
          gender: given(body.gender),
          dob: given(body.dob),
          countryId: given(body.country_id),
        },
      });
      return answer(reply, cookies.secure, store, result);
    },

    unsubscribeNewsletter: async ({ store, body, session, request, reply }) => {
      const result = await unsubscribeFromPage(db, {
        email: body.email.trim(),
        storeId: store.id,
        customerId: (await session()).customerId,
        clientAddress: request.ip,
        link: { publicUrl, storeCode: store.code },
      });
      return answer(reply, cookies.secure, store, result);
    },

    confirmNewsletterSubscription: async ({ store, body, reply }) =>
      answer(reply, cookies.secure, store, await confirmFromPage(db, body.code)),

    getNewsletterPreferences: async ({ session, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const account = await readAccountSubscription(db, await signedIn(session));
      if (!account) throw new Unauthenticated(NEWSLETTER_MESSAGES.signIn);
      return { email: account.email, is_newsletter_subscribed: account.subscribed };
    },

    saveNewsletterPreferences: async ({ store, body, session }) => {
      const customerId = await signedIn(session);
      const saved = await db.transaction((tx) =>
        setAccountSubscription(tx, { id: customerId, storeId: store.id }, body.is_subscribed, {
          publicUrl,
          storeCode: store.code,
        }),
      );
      if (!saved) throw new Unauthenticated(NEWSLETTER_MESSAGES.signIn);
      return {
        email: saved.email,
        is_newsletter_subscribed: saved.subscribed,
        message: sayIn(store)(
          saved.subscribed ? NEWSLETTER_MESSAGES.preferenceSaved : NEWSLETTER_MESSAGES.preferenceRemoved,
        ),
      };
    },
  };
}
