import { EXTRA_FEE, GIFT_BOX } from '../../../../config/checkout';
import type { CartRow } from './cart-access';
import type { CartLine } from './lines';
import { totalsOf } from './totals';

const cart = (over: Partial<CartRow> = {}): CartRow => ({
  id: 1,
  maskedId: 'x'.repeat(32),
  storeId: 1,
  customerId: null,
  currencyCode: 'EUR',
  email: null,
  hasGiftBox: false,
  giftMessage: null,
  shippingAddress: null,
  shippingCarrierCode: null,
  shippingMethodCode: null,
  shippingAmount: 0,
  pickupDate: null,
  pickupTime: null,
  newsletterSubscribe: false,
  ...over,
});

const line = (price: number, qty: number): CartLine => ({
  itemId: 1,
  productId: 1,
  parentProductId: null,
  sku: 'MA-STR-ALL-BLU-20',
  parentSku: null,
  name: 'Strap',
  qty,
  price,
  rowTotal: price * qty,
  url: '/en-int/strap.html',
  image: { url: '/x.svg', alt: 'Strap', width: 800, height: 800 },
  options: [],
  customOptions: [],
  categoryType: 1,
  stockQty: 5,
  isSaleable: true,
  giftMessage: null,
});

describe('totalsOf', () => {
  it('lists subtotal, gift box, extra fee, shipping and grand total, which is their sum', () => {
    const totals = totalsOf(cart({ hasGiftBox: true, shippingAmount: 1500 }), [
      line(48000, 2),
      line(645000, 1),
    ]);
    const expected = 96000 + 645000 + GIFT_BOX.price.EUR + EXTRA_FEE.amount.EUR + 1500;
    expect(totals).toEqual({
      subtotal: 741000,
      shipping_amount: 1500,
      grand_total: expected,
      quote_currency_code: 'EUR',
      items_qty: 3,
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 741000 },
        { code: 'caseback_giftbox', title: 'Gift box', value: GIFT_BOX.price.EUR },
        { code: 'caseback_extrafee', title: 'Insured delivery', value: EXTRA_FEE.amount.EUR },
        { code: 'shipping', title: 'Shipping', value: 1500 },
        { code: 'grand_total', title: 'Grand Total', value: expected },
      ],
    });
  });

  it('takes configured amounts in the cart currency', () => {
    const totals = totalsOf(cart({ currencyCode: 'JPY', hasGiftBox: true }), [line(78000, 1)]);
    expect(totals.grand_total).toBe(78000 + GIFT_BOX.price.JPY + EXTRA_FEE.amount.JPY);
  });

  it('charges no fee on an empty cart', () => {
    expect(totalsOf(cart(), []).total_segments.map((s) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'grand_total',
    ]);
  });

  it('refuses a currency without configured amounts rather than charging nothing', () => {
    expect(() => totalsOf(cart({ currencyCode: 'SEK' }), [line(1, 1)])).toThrow('SEK');
  });
});
