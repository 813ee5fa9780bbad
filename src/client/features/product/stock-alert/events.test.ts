import { backInStockSubscribed, stockAlertActionToEvents } from './events';

describe('back-in-stock analytics events', () => {
  test('a back-in-stock subscription carries the product sku and name (spec 7)', () => {
    expect(
      stockAlertActionToEvents(
        backInStockSubscribed({ sku: 'MA-ATE-TOU-01-SIL-40', name: 'Atelier Tourbillon' }),
      ),
    ).toEqual([
      { event: 'back_in_stock_subscription', sku: 'MA-ATE-TOU-01-SIL-40', name: 'Atelier Tourbillon' },
    ]);
  });
});
