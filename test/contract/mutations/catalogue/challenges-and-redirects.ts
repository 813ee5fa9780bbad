import type { Mutation } from '../plant';
import { CART, SIGN_IN } from './scenario-sets';

/** Behaviour: the 401 challenge (WWW-Authenticate) and the redirect a sign-in hands the shopper. */
export const CHALLENGE_AND_REDIRECT_MUTATIONS: Mutation[] = [
  {
    name: 'answers a 401 without WWW-Authenticate',
    only: CART,
    send(at, payload) {
      if (at.reply.statusCode === 401) at.reply.removeHeader('www-authenticate');
      return payload;
    },
    caughtBy: { operationId: 'addMineCartItem', problem: /WWW-Authenticate/ },
  },
  {
    name: 'hands the shopper a redirect to another origin',
    only: SIGN_IN,
    body(at, body) {
      if (at.operationId !== 'loginCustomer') return body;
      return { ...(body as object), redirect_url: '//shop.example.net/customer/account' };
    },
    caughtBy: {
      operationId: 'loginCustomer',
      problem: /^rule same-origin-redirect: response\.redirect_url /,
    },
  },
];
