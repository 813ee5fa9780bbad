import { RateLimited } from '../errors';
import type { Queryable } from '../../db/types';
import { hit, peek, reset, type RateLimitRule } from '../security/rate-limit';
import { decoyHash, verifyPassword } from './password';

/** Per client address: every attempt counts. Per account: failures count, a success clears them. */
export const LOGIN_LIMITS = {
  perAddress: { max: 30, windowS: 15 * 60 } satisfies RateLimitRule,
  perAccount: { max: 5, windowS: 15 * 60 } satisfies RateLimitRule,
};

export const LOGIN_MESSAGES = {
  success: 'You are signed in.',
  invalid:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  loggedOut: 'You are signed out.',
} as const;

export interface CustomerIdentity {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

const tooMany = (retryAfterS: number) =>
  new RateLimited(`Too many attempts. Please try again in ${retryAfterS} seconds.`, retryAfterS);

/**
 * Checks e-mail and password. Unknown e-mails cost the same time as wrong passwords (a decoy hash is
 * verified), so response times do not reveal which accounts exist.
 */
export async function authenticate(
  db: Queryable,
  email: string,
  password: string,
  clientAddress: string,
): Promise<CustomerIdentity | null> {
  const address = await hit(db, `login:ip:${clientAddress}`, LOGIN_LIMITS.perAddress);
  if (address.hits > LOGIN_LIMITS.perAddress.max) throw tooMany(address.retryAfterS);
  const accountBucket = `login:account:${email.toLowerCase()}`;
  const account = await peek(db, accountBucket);
  if (account.hits >= LOGIN_LIMITS.perAccount.max) throw tooMany(account.retryAfterS);

  const { rows } = await db.query<CustomerIdentity & { password_hash: string }>(
    'select id, email, firstname, lastname, password_hash from customer where lower(email) = lower($1)',
    [email],
  );
  const customer = rows[0];
  const valid = await verifyPassword(password, customer?.password_hash ?? (await decoyHash()));
  if (!customer || !valid) {
    await hit(db, accountBucket, LOGIN_LIMITS.perAccount);
    return null;
  }
  await reset(db, accountBucket);
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
  };
}

/** The customer cookie of spec 3: base64 JSON the client copies to session storage, or `logout`. */
export function customerCookieValue(customer: CustomerIdentity | null): string {
  if (!customer) return 'logout';
  const data = { email: customer.email, firstname: customer.firstname, lastname: customer.lastname };
  return Buffer.from(JSON.stringify(data)).toString('base64');
}
