import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storePaths } from '../../common/store-paths';
import type { Handlers } from '../contract/handler-types';
import {
  ADDRESS_MESSAGES,
  deleteAddress,
  getAddress,
  listAddresses,
  saveAddress,
} from '../domain/address-book/address-book';
import { Unauthenticated } from '../domain/errors';
import type { Session } from '../domain/session/session-types';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage, sayIn } from '../domain/i18n/api-message';
import { HttpError } from '../lib/http-error';
import type { RouteDeps } from './deps';

const SIGNED_OUT = ADDRESS_MESSAGES.signedOut;

async function customerOf(session: () => Promise<Session>): Promise<number> {
  const { customerId } = await session();
  if (customerId === null) throw new Unauthenticated(SIGNED_OUT);
  return customerId;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Post/redirect/get for a browser; a script reads the same body with 200. */
function redirectBrowser(reply: FastifyReply, browser: boolean, location: string): void {
  if (browser) void reply.code(303).header('Location', location).header('Cache-Control', 'no-store');
}

const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
const isNavigation = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;

/** The address book (spec 2.11, 7 Account): every call for the signed-in customer's own addresses only. */
export function addressRoutes({ db }: RouteDeps): Handlers {
  return {
    listCustomerAddresses: async ({ session, reply }) => {
      const customerId = await customerOf(session);
      reply.header('Cache-Control', 'no-store');
      return { addresses: await listAddresses(db, customerId) };
    },

    getCustomerAddress: async ({ params, session, reply }) => {
      const customerId = await customerOf(session);
      reply.header('Cache-Control', 'no-store');
      return [{ address: await getAddress(db, customerId, params.addressId) }];
    },

    saveNewCustomerAddress: async ({ store, body, session, request, reply }) => {
      const customerId = await customerOf(session);
      const id = await saveAddress(db, customerId, null, body, store.locale);
      const redirectUrl = storePaths.addressBook(store.code, 'saved');
      redirectBrowser(reply, isFormPost(request), redirectUrl);
      return { redirect_url: redirectUrl, message: sayIn(store)(ADDRESS_MESSAGES.saved), address_id: id };
    },

    saveCustomerAddress: async ({ store, params, body, session, request, reply }) => {
      const customerId = await customerOf(session);
      const id = await saveAddress(db, customerId, params.addressId, body, store.locale);
      const redirectUrl = storePaths.addressBook(store.code, 'saved');
      redirectBrowser(reply, isFormPost(request), redirectUrl);
      return { redirect_url: redirectUrl, message: sayIn(store)(ADDRESS_MESSAGES.saved), address_id: id };
    },

    deleteCustomerAddress: async ({ store, params, session, request, reply }) => {
      const current = await session();
      if (current.customerId === null) throw new Unauthenticated(SIGNED_OUT);
      // The form key rides in the path (a navigation carries no body): checked here, as the router checks a body's.
      if (!sameText(params.form_key, current.formKey)) {
        throw new HttpError(403, 'form_key_invalid', apiMessage(ERROR_TEXTS.formKeyInvalid), 'path.form_key');
      }
      await deleteAddress(db, current.customerId, params.addressId);
      const redirectUrl = storePaths.addressBook(store.code, 'deleted');
      redirectBrowser(reply, isNavigation(request), redirectUrl);
      return { redirect_url: redirectUrl, message: sayIn(store)(ADDRESS_MESSAGES.deleted) };
    },
  };
}
