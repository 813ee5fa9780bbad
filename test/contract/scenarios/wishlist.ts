import type { components } from '../../../src/common/contract/schema.gen';
import { COOKIE } from '../../../src/common/cookie-names';
import {
  need,
  type CallInput,
  type OperationId,
  type Scenario,
  type ScenarioContext,
} from '../../../scripts/verify-contract/scenario-api';
import { refusesWithoutRequestedWith } from './cart-steps';
import { bodyKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { otherFormKey } from './inputs';
import { rejectsStoreCodes } from './store-codes';
import { secondCustomerWishlistItem } from './customer-isolation';
import { secondCustomer } from './second-customer';

type Wishlist = components['schemas']['Wishlist'];

/**
 * The wishlist belongs to an account. Run after `login`: signed in (with --email), a product is added and
 * removed again, so a run leaves the account's wishlist as it found it; signed out, every call's refusal (401).
 * No add is sent while signed out with a real product: the server would remember it for the next sign-in.
 */
export function wishlistScenarios(found: Discovered): Scenario[] {
  const state: { added: { itemId: number; fresh: boolean } | null } = { added: null };
  const formKey = (t: ScenarioContext) =>
    need(t.cookie(COOKIE.formKey), `a ${COOKIE.formKey} cookie (loadCustomerSections starts the session)`);

  return [
    {
      operationId: 'getWishlist',
      async run(t) {
        if (found.signedIn) await t.ok('getWishlist', "the customer's wishlist", {}, consistent);
        else await signInFirst(t, 'getWishlist', 'nobody signed in', {});
        await refusesWithoutRequestedWith(t, found, 'getWishlist');
        await rejectsStoreCodes(t, 'getWishlist', {}, found);
      },
    },
    {
      operationId: 'addWishlistItem',
      async run(t) {
        const maximum = bodyKeyword('addWishlistItem', ['product_id'], 'maximum');
        await t.rejects(
          'addWishlistItem',
          `unknown product ${maximum}`,
          { body: { product_id: maximum } },
          { status: 404, code: 'not_found' },
        );
        await t.rejects(
          'addWishlistItem',
          'product_id "abc"',
          { body: { product_id: 'abc' } },
          { status: 400, code: 'validation_failed', field: 'body.product_id' },
        );
        const productId = need(found.products[0]?.id, 'a product id from the items of a category listing');
        await refusesWithoutRequestedWith(t, found, 'addWishlistItem', { body: { product_id: productId } });
        if (!found.signedIn) return;
        const before = await t.ok('getWishlist', 'the wishlist before adding', {});
        const fresh = !before?.items.some((i) => i.product.id === productId);
        const after = await t.ok(
          'addWishlistItem',
          `product ${productId}`,
          { body: { product_id: productId } },
          (list) => consistent(list) ?? (itemOf(list, productId) ? null : `${productId} is not in the list`),
        );
        const item = after ? itemOf(after, productId) : undefined;
        if (item) state.added = { itemId: item.id, fresh };
      },
    },
    {
      operationId: 'removeWishlistItem',
      async run(t) {
        const body = (item: number | string) => ({ body: { item: String(item), form_key: formKey(t) } });
        await t.rejects(
          'removeWishlistItem',
          'form_key of another session',
          { body: { item: '1', form_key: otherFormKey(formKey(t)) } },
          { status: 403, code: 'form_key_invalid' },
        );
        await t.rejects(
          'removeWishlistItem',
          'item "abc"',
          { body: { item: 'abc', form_key: formKey(t) } },
          { status: 400, code: 'validation_failed', field: 'body.item' },
        );
        await rejectsStoreCodes(t, 'removeWishlistItem', body(1), found);
        if (!found.signedIn) {
          await signInFirst(t, 'removeWishlistItem', 'nobody signed in', body(1));
          return;
        }
        const beyond = '9999999999';
        await t.rejects('removeWishlistItem', `item ${beyond}, not in the wishlist`, body(beyond), {
          status: 404,
          code: 'not_found',
        });
        const added = need(state.added, 'an item added by addWishlistItem');
        const second = await secondCustomer(t, found);
        if (second) await secondCustomerWishlistItem(t, second, added.itemId);
        // A product the account had saved before the run stays saved.
        if (!added.fresh) return;
        await t.ok('removeWishlistItem', `item ${added.itemId}`, body(added.itemId), (answer) =>
          answer.redirect_url ? null : 'redirect_url must name the wishlist page',
        );
        await t.rejects('removeWishlistItem', `item ${added.itemId} again`, body(added.itemId), {
          status: 404,
          code: 'not_found',
        });
      },
    },
  ];
}

const itemOf = (list: Wishlist, productId: number) => list.items.find((i) => i.product.id === productId);

function consistent(list: Wishlist): string | null {
  if (list.count !== list.items.length) return `count ${list.count} but ${list.items.length} items`;
  return list.count > list.max_items ? `count ${list.count} above max_items ${list.max_items}` : null;
}

const signInFirst = (t: ScenarioContext, operationId: OperationId, label: string, input: CallInput) =>
  t.rejects(operationId, label, input, { status: 401, code: 'unauthorized' });
