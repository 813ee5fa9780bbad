import type { LightMyRequestResponse } from 'fastify';
import { solveCaptcha, type CaptchaChallenge } from '../../common/captcha';
import { DEMO_SHOP_STOCK } from '../db/seed/shops';
import { cookieHeader, cookiesOf, type TestApp } from '../test-utils/test-app';

/** What the reservation and appointment route tests share: a browser session, a solved captcha, seed ids. */
export interface FormClient {
  jar: Record<string, string>;
  /** A fresh, solved captcha for one submission. */
  recaptcha(): Promise<string>;
  post(
    url: string,
    body: unknown,
    options?: { ip?: string; formKey?: string | null },
  ): Promise<LightMyRequestResponse>;
}

export async function formClient(t: TestApp): Promise<FormClient> {
  const start = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer' });
  const jar = cookiesOf(start);
  return {
    jar,
    async recaptcha() {
      const res = await t.app.inject({ url: '/en-int/captcha/challenge' });
      return solveCaptcha(res.json<CaptchaChallenge>());
    },
    post(url, body, options = {}) {
      const formKey = options.formKey === undefined ? jar.form_key : options.formKey;
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: cookieHeader(jar),
          'content-type': 'application/json',
          ...(formKey ? { 'x-form-key': formKey } : {}),
        },
        payload: body as object,
        remoteAddress: options.ip ?? '10.1.0.1',
      });
    },
  };
}

export async function idOf(t: TestApp, sql: string, param: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(sql, [param]);
  if (!rows[0]) throw new Error(`Nothing found for ${param}`);
  return rows[0].id;
}

export const productId = (t: TestApp, sku: string) => idOf(t, 'select id from product where sku = $1', sku);
export const shopId = (t: TestApp, name: string) => idOf(t, 'select id from shop where name = $1', name);

export async function shopQty(t: TestApp, shop: number, product: number): Promise<number | null> {
  const { rows } = await t.db.query<{ qty: number }>(
    'select qty from shop_stock where shop_id = $1 and product_id = $2',
    [shop, product],
  );
  return rows[0]?.qty ?? null;
}

export const DEMO = DEMO_SHOP_STOCK;
export const RESERVE_URL = '/en-int/checkandreserve/reservation/save';
export const APPOINTMENT_URL = '/en-int/videoappointment/appointment/save';
