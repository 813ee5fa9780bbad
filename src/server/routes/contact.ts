import type { Handlers } from '../contract/handler-types';
import { sendContactForm } from '../domain/contact/contact-form';
import type { RouteDeps } from './deps';

/** The contact page's form (Magento's contact/index/post). */
export function contactRoutes({ db }: RouteDeps): Handlers {
  return {
    postContactForm: async ({ store, body, request }) =>
      sendContactForm(db, { message: body, storeCode: store.code, clientAddress: request.ip }),
  };
}
