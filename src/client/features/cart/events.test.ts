import {
  cartActionToEvents,
  giftBoxAdded,
  giftBoxRemoved,
  giftMessageRemoved,
  giftMessageSaved,
} from './events';

describe('cart analytics events', () => {
  test('gift box and gift message actions map to data-layer events', () => {
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
  });
});
