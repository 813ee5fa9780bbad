import {
  cartActionToEvents,
  forgetGuestCartId,
  giftBoxAdded,
  giftBoxRemoved,
  giftMessageRemoved,
  giftMessageSaved,
  miniCartOpened,
  readGuestCartId,
  rememberGuestCartId,
  subscribeGuestCartId,
} from './cart-ref';

const ID = 'Q3ZqV9xWm2LkP8tR4sNb7YcH1dJf6GaE';

afterEach(() => window.localStorage.clear());

describe('guest cart id (per store, in localStorage)', () => {
  test('is remembered under caseback_cart_{storeCode}, per store, and forgotten', () => {
    const changes = jest.fn();
    const unsubscribe = subscribeGuestCartId(changes);
    rememberGuestCartId('en-int', ID);
    expect(window.localStorage.getItem('caseback_cart_en-int')).toBe(ID);
    expect(readGuestCartId('en-int')).toBe(ID);
    expect(readGuestCartId('ja-jp')).toBeNull();
    forgetGuestCartId('en-int');
    expect(readGuestCartId('en-int')).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  test('a stored value that is not a masked id is ignored', () => {
    window.localStorage.setItem('caseback_cart_en-int', '../../etc');
    expect(readGuestCartId('en-int')).toBeNull();
  });
});

describe('cart analytics events', () => {
  test('gift box, gift message and mini-cart actions map to data-layer events', () => {
    expect(cartActionToEvents(giftBoxAdded({ sku: 'MA-GIFT-BOX' }))).toEqual([
      { event: 'gift_box', action: 'add', sku: 'MA-GIFT-BOX' },
    ]);
    expect(cartActionToEvents(giftBoxRemoved({ sku: 'MA-GIFT-BOX' }))).toEqual([
      { event: 'gift_box', action: 'remove', sku: 'MA-GIFT-BOX' },
    ]);
    expect(cartActionToEvents(giftMessageSaved({ itemId: 'orderLevel' }))).toEqual([
      { event: 'gift_message', action: 'save', level: 'order' },
    ]);
    expect(cartActionToEvents(giftMessageRemoved({ itemId: 7 }))).toEqual([
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
    expect(cartActionToEvents(miniCartOpened({ items, currency: 'EUR' }))).toEqual([
      { event: 'minicart_items', currency: 'EUR', items },
    ]);
    expect(cartActionToEvents({ type: 'something/else' })).toEqual([]);
  });
});
