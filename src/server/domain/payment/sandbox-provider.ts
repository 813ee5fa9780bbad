import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/types';
import type { PaymentOrder, PaymentProvider } from './provider';

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TOKEN_LENGTH = 32;
/** The shape of a token this provider hands out: anything else names no payment. */
export const PAYMENT_TOKEN = new RegExp(`^[A-Za-z0-9]{${TOKEN_LENGTH}}$`);

/** 32 characters of [A-Za-z0-9], unbiased: the token is the only key to the provider page. */
export function newPaymentToken(): string {
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

export const sandboxPayUrl = (token: string) => `/sandbox/pay/${token}`;

/** The built-in provider: its "payment page" is served by this server (routes/checkout-pages.ts). */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async startPayment(q: Queryable, order: PaymentOrder) {
    const token = newPaymentToken();
    const redirectUrl = sandboxPayUrl(token);
    await q.query(
      `insert into payment_session (token, order_id, provider, method, redirect_url)
       values ($1, $2, 'sandbox', $3, $4)`,
      [token, order.id, order.method, redirectUrl],
    );
    return { redirectUrl };
  },
};
