import { backInStockSubscribed } from '../lib/product-events';
import { mapActionToEvents } from './mapActionToEvents';

describe('product analytics events (through the one action -> events map)', () => {
  test('a back-in-stock subscription carries the product sku and name (spec 7)', () => {
    expect(
      mapActionToEvents(backInStockSubscribed({ sku: 'MA-ATE-TOU-01-SIL-40', name: 'Atelier Tourbillon' })),
    ).toEqual([
      { event: 'back_in_stock_subscription', sku: 'MA-ATE-TOU-01-SIL-40', name: 'Atelier Tourbillon' },
    ]);
  });
});
