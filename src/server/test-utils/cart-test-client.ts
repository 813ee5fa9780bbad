import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { cookieHeader, cookiesOf, type TestApp } from './test-app';

export const DEMO_PASSWORD = 'Caseback-Demo-1';

/**
 * A shopper's browser for the cart tests: keeps its cookies like a browser does and calls the REST API the
 * way the shop's scripts do (JSON, X-Requested-With). One shopper is one session.
 */
export interface Shopper {
  jar: Record<string, string>;
  /** The client address the shopper's requests come from. */
  address: string;
  /** A REST call under /rest/{store}/V1. */
  rest(
    method: InjectOptions['method'],
    path: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A store-scoped page or controller call under /{store}. */
  page(method: InjectOptions['method'], path: string, payload?: unknown): Promise<LightMyRequestResponse>;
  signIn(email: string): Promise<void>;
  signOut(): Promise<void>;
  section(): Promise<{ summary_count: number; subtotalAmount: number; items: MiniCartItem[] }>;
  createGuestCart(): Promise<string>;
}

export interface MiniCartItem {
  product_sku: string;
  qty: number;
  product_price: string;
  product_price_value: number;
}

let shoppers = 0;

/** Each shopper browses from an address of its own, as real shoppers do: per-client limits count per address. */
const nextAddress = () => {
  shoppers += 1;
  return `10.77.${(shoppers >> 8) & 255}.${shoppers & 255}`;
};

export function shopper(t: TestApp, store = 'en-int', remoteAddress = nextAddress()): Shopper {
  const jar: Record<string, string> = {};
  const send = async (options: InjectOptions) => {
    const res = await t.app.inject({
      remoteAddress,
      ...options,
      headers: { ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}), ...options.headers },
    });
    Object.assign(jar, cookiesOf(res));
    return res;
  };
  const json = (payload: unknown) =>
    payload === undefined
      ? {}
      : { payload: payload as InjectOptions['payload'], headers: { 'content-type': 'application/json' } };
  const self: Shopper = {
    jar,
    address: remoteAddress,
    rest: (method, path, payload, headers) => {
      const body = json(payload);
      return send({
        method,
        url: `/rest/${store}/V1${path}`,
        ...body,
        headers: { 'x-requested-with': 'XMLHttpRequest', ...body.headers, ...headers },
      });
    },
    page: (method, path, payload) => send({ method, url: `/${store}${path}`, ...json(payload) }),
    async signIn(email) {
      if (!jar.form_key) await self.section();
      const res = await self.page('POST', '/customer/ajax/login', {
        username: email,
        password: DEMO_PASSWORD,
        form_key: jar.form_key,
      });
      if ((res.json() as { errors: boolean }).errors) throw new Error(`Could not sign in ${email}`);
    },
    async signOut() {
      await self.page('POST', '/customer/ajax/logout', { form_key: jar.form_key });
    },
    async section() {
      const res = await self.page('GET', '/customer/section/load?sections=cart');
      return (res.json() as { cart: Awaited<ReturnType<Shopper['section']>> }).cart;
    },
    async createGuestCart() {
      const res = await self.rest('POST', '/guest-carts');
      if (res.statusCode !== 200) throw new Error(`createGuestCart answered ${res.statusCode}`);
      return res.json() as string;
    },
  };
  return self;
}

/** Sets a product's stock, so a test does not depend on the seed's numbers. */
export async function setStock(t: TestApp, sku: string, qty: number): Promise<void> {
  await t.db.query(
    'update stock_item set qty = $2 where product_id = (select id from product where sku = $1)',
    [sku, qty],
  );
}

export async function optionIdsOf(t: TestApp, sku: string): Promise<{ colour: number; caseSize: number }> {
  const { rows } = await t.db.query<{ colour: number; case_size: number }>(
    'select colour_option_id as colour, case_size_option_id as case_size from product where sku = $1',
    [sku],
  );
  const row = rows[0];
  if (!row) throw new Error(`No product ${sku}`);
  return { colour: row.colour, caseSize: row.case_size };
}
