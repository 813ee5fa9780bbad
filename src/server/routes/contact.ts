import type { Handlers } from '../contract/handler-types';
import { sendContactForm } from '../domain/contact/contact-form';
import type { RouteDeps } from './deps';
import { sayIn } from '../domain/i18n/api-message';

/** The contact page's form (Magento's contact/index/post). */
export function contactRoutes({ db }: RouteDeps): Handlers {
  return {
    postContactForm: async ({ store, body, request }) => {
      const answer = await sendContactForm(db, {
        message: body,
        storeCode: store.code,
        clientAddress: request.ip,
      });
      return { ...answer, message: sayIn(store)(answer.message) };
    },
  };
}
