import { COOKIE } from '../../../src/common/cookie-names';
import { need, type Scenario, type ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { strapSku } from './cart-inputs';
import { rejectsStoreCodes } from './store-codes';
import { secondCustomerWatch } from './customer-isolation';
import { secondCustomer } from './second-customer';

/** A watch id no collection holds (the largest the contract's pattern allows): nobody's. */
const NO_SUCH_WATCH = '999999999';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const SCRIPT = { 'X-Requested-With': 'XMLHttpRequest' };

/** A strap sold as it is, in stock, from a category listing: its id and SKU. */
function listedStrap(found: Discovered): { id: number; sku: string } {
  const sku = strapSku(found);
  const product = need(
    found.products.find((p) => p.sku === sku),
    `the listing of strap ${sku}`,
  );
  return { id: product.id, sku };
}

/**
 * My watches, signed in (with --email/--password) or not. Nothing is left changed: no watch is removed (a run
 * cannot register it again), only an id of nobody's, which must change nothing; the strap put in the cart is
 * taken out again. Runs among the signed-in scenarios, after the account's order was placed.
 */
export function myWatchesScenarios(found: Discovered): Scenario[] {
  const state: { watchId: number | null; strap: { id: number; sku: string } | null } = {
    watchId: null,
    strap: null,
  };
  const formKey = (t: ScenarioContext) =>
    need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);
  const signedOut = (t: ScenarioContext, operationId: 'listMyWatches' | 'listMyWatchStraps') =>
    t.rejects(
      operationId,
      'signed out',
      operationId === 'listMyWatches' ? {} : { query: { watch_id: NO_SUCH_WATCH } },
      { status: 401, code: 'unauthorized' },
    );
  return [
    {
      operationId: 'listMyWatches',
      async run(t) {
        await rejectsStoreCodes(t, 'listMyWatches', {}, found);
        if (!found.signedIn) return signedOut(t, 'listMyWatches');
        const list = await t.ok('listMyWatches', "the customer's watches", {}, (body) =>
          new Set(body.watches.map((w) => w.id)).size === body.watches.length ? null : 'a watch listed twice',
        );
        state.watchId = list?.watches[0]?.id ?? null;
      },
    },
    {
      operationId: 'listMyWatchStraps',
      async run(t) {
        await t.rejects(
          'listMyWatchStraps',
          'watch_id "abc"',
          { query: { watch_id: 'abc' } },
          { status: 400, code: 'validation_failed', field: 'query.watch_id' },
        );
        if (!found.signedIn) return signedOut(t, 'listMyWatchStraps');
        await t.rejects(
          'listMyWatchStraps',
          'a watch of nobody',
          { query: { watch_id: NO_SUCH_WATCH } },
          { status: 404, code: 'not_found' },
        );
        if (state.watchId === null) return;
        const straps = await t.ok('listMyWatchStraps', `the straps of watch ${state.watchId}`, {
          query: { watch_id: state.watchId },
        });
        const strap = straps?.straps.find((s) => s.is_saleable);
        state.strap = strap ? { id: strap.product_id, sku: strap.sku } : null;
      },
    },
    {
      operationId: 'checkWarranty',
      async run(t) {
        const body = (watchId: string | number) => ({
          body: { watch_id: String(watchId), form_key: formKey(t) },
        });
        await t.rejects(
          'checkWarranty',
          'form_key of another session',
          { body: { watch_id: NO_SUCH_WATCH, form_key: otherFormKey(formKey(t)) } },
          { status: 403, code: 'form_key_invalid' },
        );
        await t.rejects('checkWarranty', 'watch_id "0"', body('0'), {
          status: 400,
          code: 'validation_failed',
          field: 'body.watch_id',
        });
        if (!found.signedIn) {
          await t.rejects('checkWarranty', 'signed out', body(NO_SUCH_WATCH), { status: 401 });
          return;
        }
        await t.ok('checkWarranty', 'a watch of nobody', body(NO_SUCH_WATCH), (answer) =>
          !answer.success && answer.warranty_data === null ? null : 'a warranty for a watch of nobody',
        );
        if (state.watchId === null) return;
        await t.ok('checkWarranty', `watch ${state.watchId}`, body(state.watchId), (answer) =>
          answer.success && answer.warranty_data ? null : 'no warranty for the customer’s own watch',
        );
      },
    },
    {
      operationId: 'removeMyWatch',
      async run(t) {
        const query = { watch_id: NO_SUCH_WATCH };
        await t.rejects(
          'removeMyWatch',
          'sent by another site (Sec-Fetch-Site: cross-site)',
          { query, headers: { 'Sec-Fetch-Site': 'cross-site' } },
          { status: 403 },
        );
        if (!found.signedIn) {
          await t.rejects('removeMyWatch', 'signed out', { query, headers: SAME_ORIGIN }, { status: 401 });
          return;
        }
        await t.ok(
          'removeMyWatch',
          'a watch of nobody (changes nothing)',
          { query, headers: SAME_ORIGIN },
          (body) => (body.result === 'not_found' ? null : `result ${body.result} for a watch of nobody`),
        );
        const second = await secondCustomer(t, found);
        if (second && state.watchId !== null)
          await secondCustomerWatch(t, second, state.watchId, SAME_ORIGIN);
      },
    },
    {
      operationId: 'addToCartForm',
      async run(t) {
        const form = (product: string | number) => ({
          body: { product: String(product), qty: '1', form_key: formKey(t) },
          headers: SCRIPT,
        });
        await t.rejects(
          'addToCartForm',
          'form_key of another session',
          { body: { product: '1', qty: '1', form_key: otherFormKey(formKey(t)) }, headers: SCRIPT },
          { status: 403, code: 'form_key_invalid' },
        );
        await t.rejects('addToCartForm', 'a product of nobody', form(NO_SUCH_WATCH), {
          status: 404,
          code: 'not_found',
        });
        await t.rejects(
          'addToCartForm',
          'qty 11',
          { ...form(1), body: { product: '1', qty: '11', form_key: formKey(t) } },
          { status: 400, code: 'validation_failed', field: 'body.qty' },
        );
        // The watch's own strap when the account has a watch, else a strap of the straps category.
        const strap = state.strap ?? listedStrap(found);
        await t.ok('addToCartForm', `strap ${strap.id}, quantity 1`, form(strap.id));
        if (!found.signedIn) return;
        // Leaves the account's cart as it was: the line just added goes again.
        const cart = await t.ok('getMineCart', 'the cart with the strap', {});
        const line = cart?.items.find((i) => i.sku === strap.sku);
        if (line) {
          await t.ok('removeMineCartItem', `the strap's line ${line.item_id}`, {
            path: { itemId: line.item_id },
          });
        }
      },
    },
  ];
}
