import {
  giftBoxAdded,
  giftBoxRemoved,
  giftMessageRemoved,
  giftMessageSaved,
  miniCartOpened,
} from '../lib/cart-events';
import { checkoutStepShown, expressCheckoutStarted, orderPlaced } from '../lib/checkout-events';
import { mapActionToEvents } from './mapActionToEvents';

describe('cart analytics events (through the one action -> events map)', () => {
  test('gift box, gift message and mini-cart actions map to data-layer events', () => {
    expect(mapActionToEvents(giftBoxAdded({ sku: 'MA-GIFT-BOX' }))).toEqual([
      { event: 'gift_box', action: 'add', sku: 'MA-GIFT-BOX' },
    ]);
    expect(mapActionToEvents(giftBoxRemoved({ sku: 'MA-GIFT-BOX' }))).toEqual([
      { event: 'gift_box', action: 'remove', sku: 'MA-GIFT-BOX' },
    ]);
    expect(mapActionToEvents(giftMessageSaved({ itemId: 'orderLevel' }))).toEqual([
      { event: 'gift_message', action: 'save', level: 'order' },
    ]);
    expect(mapActionToEvents(giftMessageRemoved({ itemId: 7 }))).toEqual([
      { event: 'gift_message', action: 'remove', level: 'item' },
    ]);
    const items = [
      {
        product_sku: 'MA-HER-CHR-01-BLU-40',
        product_name: 'Heritage Chronograph',
        qty: 1,
        product_price_value: 645000,
      },
    ];
    expect(mapActionToEvents(miniCartOpened({ items, currency: 'EUR' }))).toEqual([
      { event: 'minicart_items', currency: 'EUR', items },
    ]);
    expect(mapActionToEvents({ type: 'something/else' })).toEqual([]);
  });
});

describe('checkout analytics events (through the one action -> events map)', () => {
  test('step codes, express checkout and the order placed, in major units', () => {
    expect(mapActionToEvents(checkoutStepShown({ code: 'shipping', number: 1 }))).toEqual([
      { event: 'checkout_step', step_code: 'shipping', step_number: 1 },
    ]);
    expect(mapActionToEvents(expressCheckoutStarted({ paymentMethod: 'caseback_wallet' }))).toEqual([
      { event: 'express_checkout', payment_method: 'caseback_wallet' },
    ]);
    const placed = orderPlaced({
      incrementId: '000000104',
      paymentMethod: 'caseback_paylater',
      currency: 'JPY',
      grandTotal: 1055000,
      items: [{ sku: 'MA-HER-CHR-01-BLU-40', name: 'Heritage Chronograph', qty: 1, price: 1050000 }],
    });
    expect(mapActionToEvents(placed)).toEqual([
      {
        event: 'order placed',
        order_id: '000000104',
        payment_method: 'caseback_paylater',
        currency: 'JPY',
        value: 1055000,
        items: [{ sku: 'MA-HER-CHR-01-BLU-40', name: 'Heritage Chronograph', qty: 1, price: 1050000 }],
      },
    ]);
  });
});
