import type { Mutation } from './plant';
import { CART_AND_ORDER_MUTATIONS } from './catalogue/carts-and-orders';
import { CHALLENGE_AND_REDIRECT_MUTATIONS } from './catalogue/challenges-and-redirects';
import { CUSTOMER_ISOLATION_MUTATIONS } from './catalogue/customer-isolation';
import { LISTING_MUTATIONS } from './catalogue/listings';
import { SESSION_AND_SIGN_IN_MUTATIONS } from './catalogue/sessions-and-sign-in';
import { SHAPE_MUTATIONS } from './catalogue/shape-breaches';

/**
 * Every mutation the mutation test plants, one area per file under catalogue/. The order is the one the test
 * has always run them in (its runs share one database and one server: a run may meet what one before left).
 */
export const MUTATIONS: Mutation[] = [
  ...LISTING_MUTATIONS,
  ...CART_AND_ORDER_MUTATIONS,
  ...SESSION_AND_SIGN_IN_MUTATIONS,
  ...CUSTOMER_ISOLATION_MUTATIONS,
  ...CHALLENGE_AND_REDIRECT_MUTATIONS,
  ...SHAPE_MUTATIONS,
];
