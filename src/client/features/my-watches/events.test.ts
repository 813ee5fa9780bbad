import { myWatchesActionToEvents, strapAddedToCart, warrantyChecked } from './events';

describe('my watches analytics', () => {
  it('maps a warranty check to its status', () => {
    expect(myWatchesActionToEvents(warrantyChecked({ watchId: 4, status: 'expired' }))).toEqual([
      { event: 'warranty_check', watch_id: 4, warranty_status: 'expired' },
    ]);
  });

  it('maps a strap added to the cart with its quantity of 1', () => {
    const action = strapAddedToCart({
      watchId: 4,
      sku: 'MA-STR-ALL-BLU-20',
      name: 'Alligator strap',
      qty: 1,
    });
    expect(myWatchesActionToEvents(action)).toEqual([
      { event: 'strap_add_to_cart', watch_id: 4, sku: 'MA-STR-ALL-BLU-20', name: 'Alligator strap', qty: 1 },
    ]);
  });

  it('ignores every other action', () => {
    expect(myWatchesActionToEvents({ type: 'cart/productAdded' })).toEqual([]);
  });
});
