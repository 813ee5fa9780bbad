import { COOKIE } from '../../../src/common/cookie-names';
import type { ErrorExpectation, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import { giftMessage } from './cart-inputs';

/**
 * rule customer-isolation: a customer's resources are reached through that customer's session only. The second
 * customer (second-customer.ts) names the first one's cart line, order, address, wishlist item and watch in
 * every operation that takes such an id; each answers what the contract documents for an id that is not the
 * session customer's (404 `not_found`, or for the warranty and watch removal a 200 that says "not yours"), and
 * the first customer then finds the resource as it was. Run by the scenarios that hold the first customer's ids,
 * before they undo what they created. Nothing here reads a customer-owned id that is not the first customer's:
 * return labels are reached by the lookup's token (order number and e-mail), appointments and reservations have
 * no id a shopper sends back.
 */

const NOT_YOURS: ErrorExpectation = { status: 404, code: 'not_found' };
const as2nd = (what: string) => `rule customer-isolation: ${what}, as the second customer`;
const formKeyOf = (t: ScenarioContext) => t.cookie(COOKIE.formKey) ?? '';

/** A line of the first customer's cart: changed, removed, given a gift message through the second's cart. */
export async function secondCustomerCartLine(
  first: ScenarioContext,
  second: ScenarioContext,
  itemId: number,
): Promise<void> {
  const before = await first.ok('getMineCart', `the first customer's cart before the second's attempts`);
  const line = before?.items.find((i) => i.item_id === itemId);
  if (!line) return;
  // The second customer's own cart, so that the line is refused for being another's, not for want of a cart.
  await second.ok('createMineCart', as2nd('a cart of its own'));
  const path = { itemId };
  const what = `line ${itemId} of the first customer's cart`;
  await second.rejects(
    'updateMineCartItem',
    as2nd(`qty of ${what}`),
    { path, body: { cartItem: { qty: 2 } } },
    NOT_YOURS,
  );
  await second.rejects('removeMineCartItem', as2nd(`removing ${what}`), { path }, NOT_YOURS);
  const message = { gift_message: giftMessage('Not yours') };
  await second.rejects(
    'saveMineItemGiftMessage',
    as2nd(`a gift message on ${what}`),
    { path, body: message },
    NOT_YOURS,
  );
  await first.ok(
    'getMineCart',
    `rule customer-isolation: ${what} after the second's attempts`,
    {},
    (cart) => {
      const after = cart.items.find((i) => i.item_id === itemId);
      if (!after) return `rule customer-isolation: ${what} left it when the second customer removed it`;
      if (after.qty !== line.qty)
        return `rule customer-isolation: ${what} has qty ${after.qty}, not ${line.qty}`;
      const changed =
        JSON.stringify(after.gift_message ?? null) !== JSON.stringify(line.gift_message ?? null);
      return changed ? `rule customer-isolation: ${what} has the second customer's gift message` : null;
    },
  );
}

/** An order of the first customer, opened by id. */
export async function secondCustomerOrder(
  second: ScenarioContext,
  order: { order_id: number; increment_id: string },
): Promise<void> {
  await second.rejects(
    'viewCustomerOrder',
    as2nd(`order ${order.increment_id} of the first customer`),
    { path: { order_id: order.order_id } },
    NOT_YOURS,
  );
}

/** An address of the first customer's book: read, edited, deleted; then the first finds it in `city`. */
export async function secondCustomerAddress(
  first: ScenarioContext,
  second: ScenarioContext,
  addressId: number,
  form: (formKey: string, city: string) => object,
  city: string,
): Promise<void> {
  const what = `address ${addressId} of the first customer`;
  const key = formKeyOf(second);
  await second.rejects('getCustomerAddress', as2nd(what), { path: { addressId } }, NOT_YOURS);
  const body = form(key, 'Marseille');
  await second.rejects(
    'saveCustomerAddress',
    as2nd(`editing ${what}`),
    { path: { addressId }, body },
    NOT_YOURS,
  );
  await second.rejects(
    'deleteCustomerAddress',
    as2nd(`deleting ${what}`),
    { path: { addressId, form_key: key } },
    NOT_YOURS,
  );
  await first.ok(
    'getCustomerAddress',
    `rule customer-isolation: ${what} after the second's attempts`,
    { path: { addressId } },
    (body) =>
      body[0]?.address.city === city
        ? null
        : `rule customer-isolation: ${what} is in ${body[0]?.address.city}, not ${city}, after the second customer's edit`,
  );
}

/** An item of the first customer's wishlist: removed by the second; the first still holds it. */
export async function secondCustomerWishlistItem(
  first: ScenarioContext,
  second: ScenarioContext,
  itemId: number,
): Promise<void> {
  const what = `wishlist item ${itemId} of the first customer`;
  const body = { item: String(itemId), form_key: formKeyOf(second) };
  await second.rejects('removeWishlistItem', as2nd(`removing ${what}`), { body }, NOT_YOURS);
  await first.ok('getWishlist', `rule customer-isolation: ${what} after the second's attempt`, {}, (list) =>
    list.items.some((i) => i.id === itemId)
      ? null
      : `rule customer-isolation: ${what} left the wishlist when the second customer removed it`,
  );
}

/** A watch of the first customer: its straps, its warranty, its removal; the first still has it. */
export async function secondCustomerWatch(
  first: ScenarioContext,
  second: ScenarioContext,
  watchId: number,
  headers: Record<string, string>,
): Promise<void> {
  const what = `watch ${watchId} of the first customer`;
  await second.rejects(
    'listMyWatchStraps',
    as2nd(`the straps of ${what}`),
    { query: { watch_id: watchId } },
    NOT_YOURS,
  );
  const body = { watch_id: String(watchId), form_key: formKeyOf(second) };
  await second.ok('checkWarranty', as2nd(`the warranty of ${what}`), { body }, (answer) =>
    !answer.success && answer.warranty_data === null
      ? null
      : `rule customer-isolation: the warranty of ${what} shown to the second customer`,
  );
  await second.ok(
    'removeMyWatch',
    as2nd(`removing ${what}`),
    { query: { watch_id: watchId }, headers },
    (answer) =>
      answer.result === 'not_found'
        ? null
        : `rule customer-isolation: result ${answer.result} when the second customer removes ${what}`,
  );
  await first.ok(
    'listMyWatches',
    `rule customer-isolation: ${what} after the second's attempts`,
    {},
    (list) =>
      list.watches.some((w) => w.id === watchId)
        ? null
        : `rule customer-isolation: ${what} left the collection when the second customer removed it`,
  );
}
