import type { Scenario } from '../../../scripts/verify-contract/scenario-api';
import { refusesSignedOut, refusesWithoutRequestedWith } from './cart-steps';
import type { Discovered } from './discovered';
import { rejectsStoreCodes } from './store-codes';

export const createGuestCart = (found: Discovered): Scenario => ({
  operationId: 'createGuestCart',
  async run(t) {
    await refusesSignedOut(t, 'createMineCart');
    // The masked id's pattern is the response schema's: checked with it.
    found.guest.id = await t.ok('createGuestCart', 'a new guest cart');
    await rejectsStoreCodes(t, 'createGuestCart', {}, found);
  },
});

export const createMineCart = (found: Discovered): Scenario => ({
  operationId: 'createMineCart',
  async run(t) {
    await refusesWithoutRequestedWith(t, found, 'createMineCart');
    if (!found.signedIn) return;
    const id = await t.ok('createMineCart', "the customer's cart", {}, (body) =>
      body > 0 ? null : `cart id ${body} is not a positive id`,
    );
    if (id === null) return;
    found.mine.id = String(id);
    await t.ok('createMineCart', 'again: the same cart, not a second one', {}, (body) =>
      body === id ? null : `cart id ${body} instead of ${id}: a customer has one active cart`,
    );
  },
});
