import { miniCartActionToEvents, miniCartOpened } from './events';

describe('mini-cart analytics events', () => {
  test('opening the mini-cart pushes its items', () => {
    const items = [
      {
        product_sku: 'MA-HER-CHR-01-BLU-40',
        product_name: 'Heritage Chronograph',
        qty: 1,
        product_price_value: 645000,
      },
    ];
    expect(miniCartActionToEvents(miniCartOpened({ items, currency: 'EUR' }))).toEqual([
      { event: 'minicart_items', currency: 'EUR', items },
    ]);
  });
});
