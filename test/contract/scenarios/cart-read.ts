import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { guestCartPath, rejectsCartIds, refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';

export const getGuestCart = (found: Discovered): Scenario => ({
  operationId: 'getGuestCart',
  async run(t) {
    await refusesSignedOut(t, 'getMineCart');
    const path = guestCartPath(found);
    found.guest.cart = await t.ok('getGuestCart', 'the new cart, empty', { path }, (body) => {
      if (body.id !== path.cartId) return `id ${body.id} instead of the masked id ${path.cartId}`;
      if (!body.is_guest) return 'is_guest must be true for a guest cart';
      if (body.items.length || body.items_qty) return 'a cart nobody added to must be empty';
      const currency = found.storeConfig?.currency_code;
      return !currency || body.currency_code === currency
        ? null
        : `currency_code ${body.currency_code} instead of the store's ${currency}`;
    });
    await rejectsCartIds(t, 'getGuestCart', { path });
  },
});

export const getMineCart = (found: Discovered): Scenario => ({
  operationId: 'getMineCart',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'getMineCart');
    if (!found.signedIn) return;
    found.mine.cart = await t.ok('getMineCart', "the customer's cart", {}, (body) => {
      if (body.is_guest) return "is_guest must be false for the customer's cart";
      return found.mine.id === null || body.id === found.mine.id
        ? null
        : `id ${body.id} instead of ${found.mine.id}, which createMineCart answered`;
    });
  },
});
