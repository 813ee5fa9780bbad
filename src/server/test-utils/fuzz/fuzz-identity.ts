import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { findOperation, type ContractOperation } from '../../../common/contract/operations';
import { DEMO_PASSWORD, setStock } from '../cart-test-client';
import { cookieHeader, cookiesOf, type TestApp } from '../test-app';
import type { CaptchaChallenge } from '../../../common/captcha';
import { liveFields, withLiveFields, type LiveFieldSources, type LiveFields } from './live-fields';
import { fillPath } from './request-parts';
import { validValue } from './valid-values';

export const FUZZ_STORE = 'en-int';
/** A strap (a simple product): a line in a cart, so item ids and the cart's own operations reach the database. */
const CART_SKU = 'MA-STR-ALL-BLU-20';
/** A watch, for parameters named `sku` (compatible straps, the ERP stock operation). */
const WATCH_SKU = 'MA-HER-CHR-01';
/**
 * The customer the fuzz signs in. Not the one of the contract's sign-in example, whose wrong passwords the fuzz
 * of `loginCustomer` sends: that account's failures must not keep the others from signing in.
 */
const FUZZ_CUSTOMER = 'louise.martin@example.com';

/** Who sends an operation's fuzz: a session (signed in where the operation needs a customer) with a cart. */
export interface FuzzIdentity {
  cookies: Record<string, string>;
  formKey: string;
  /** One client address per operation, so its limits count its own requests only. */
  remoteAddress: string;
  /** Path parameter values from the live shop, by name; the others come from the contract. */
  pathValues: Record<string, string>;
  /** The `Authorization` header for operations secured by a bearer token. */
  authorization: string | null;
  /** Body fields given a live value before each request (a pickup date in the window, a solved captcha). */
  liveFields: LiveFields;
}

export async function prepareIdentity(
  t: TestApp,
  op: ContractOperation,
  index: number,
  bearerToken: string,
): Promise<FuzzIdentity> {
  const identity: FuzzIdentity = {
    cookies: {},
    formKey: '',
    remoteAddress: `10.17.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    pathValues: { store_code: FUZZ_STORE, sku: WATCH_SKU },
    authorization: op.bearerAuth ? `Bearer ${bearerToken}` : null,
    liveFields: {},
  };
  await call(t, identity, 'loadCustomerSections');
  const config = await call(t, identity, 'getCheckoutConfig');
  identity.liveFields = liveFields({
    pickupWindow: config.json<{ pickup: LiveFieldSources['pickupWindow'] }>().pickup,
    challenge: async () => (await call(t, identity, 'getCaptchaChallenge')).json<CaptchaChallenge>(),
  });
  identity.formKey = identity.cookies.form_key ?? fail('no form_key cookie after loading the sections');
  // An operation that documents 401 and uses the session needs a signed-in customer to get past it.
  const signedIn = op.usesSession && '401' in op.responses;
  if (signedIn) {
    // The contract's example with our customer, so fields the sign-in gains (a captcha) are sent too.
    const example = findOperation('loginCustomer').requestBody?.content['application/json']?.examples[0]?.[1];
    const credentials = { username: FUZZ_CUSTOMER, password: DEMO_PASSWORD, form_key: identity.formKey };
    const body = await withLiveFields(
      { ...(example as object), ...credentials },
      example,
      identity.liveFields,
    );
    const res = await call(t, identity, 'loginCustomer', body);
    if ((res.json() as { errors?: boolean }).errors !== false) fail(`could not sign in: ${res.body}`);
    identity.formKey = identity.cookies.form_key ?? identity.formKey;
    await call(t, identity, 'createMineCart');
  } else {
    identity.pathValues.cartId = (await call(t, identity, 'createGuestCart')).json<string>();
  }
  // Enough of it for every operation's cart, whatever quantities the fuzz of earlier operations left behind.
  await setStock(t, CART_SKU, 1_000_000);
  // The customer's cart is one across operations: its line is reused, so the fuzz of many signed-in operations
  // does not pile up more of one product than a cart allows.
  const cartLine = (res: LightMyRequestResponse) =>
    res.json<{ items: { item_id: number; sku: string }[] }>().items.find((i) => i.sku === CART_SKU);
  const existing = signedIn ? cartLine(await call(t, identity, 'getMineCart')) : undefined;
  const line =
    existing ??
    cartLine(
      await call(t, identity, signedIn ? 'addMineCartItem' : 'addGuestCartItem', {
        cartItem: { sku: CART_SKU, qty: 1 },
      }),
    );
  identity.pathValues.itemId = String(line?.item_id ?? fail(`no ${CART_SKU} line in the cart`));
  return identity;
}

/** The transport headers every fuzz request of this identity carries. */
export function identityHeaders(identity: FuzzIdentity): Record<string, string> {
  return {
    cookie: cookieHeader(identity.cookies),
    'x-requested-with': 'XMLHttpRequest',
    ...(identity.authorization ? { authorization: identity.authorization } : {}),
  };
}

async function call(
  t: TestApp,
  identity: FuzzIdentity,
  operationId: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const op = findOperation(operationId);
  const options: InjectOptions = {
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: fillPath(op.path, identity.pathValues) + requiredQuery(op),
    remoteAddress: identity.remoteAddress,
    headers: {
      ...identityHeaders(identity),
      'x-form-key': identity.formKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
  const res = await t.app.inject(options);
  if (res.statusCode !== 200) fail(`${operationId} answered ${res.statusCode}: ${res.body}`);
  Object.assign(identity.cookies, cookiesOf(res));
  return res;
}

/** The operation's required query parameters, with values the contract accepts. */
function requiredQuery(op: ContractOperation): string {
  const required = op.parameters.filter((p) => p.in === 'query' && p.required);
  const pairs = required.map((p) => `${p.name}=${encodeURIComponent(String(validValue(p.schema)))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function fail(message: string): never {
  throw new Error(`Preparing the fuzz identity: ${message}`);
}
