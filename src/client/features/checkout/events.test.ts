import { checkoutActionToEvents, checkoutStepShown, expressCheckoutStarted, orderPlaced } from './events';

describe('checkout analytics events', () => {
  test('step codes, express checkout and the order placed, in major units', () => {
    expect(checkoutActionToEvents(checkoutStepShown({ code: 'shipping', number: 1 }))).toEqual([
      { event: 'checkout_step', step_code: 'shipping', step_number: 1 },
    ]);
    expect(checkoutActionToEvents(expressCheckoutStarted({ paymentMethod: 'caseback_wallet' }))).toEqual([
      { event: 'express_checkout', payment_method: 'caseback_wallet' },
    ]);
    const placed = orderPlaced({
      incrementId: '000000104',
      paymentMethod: 'caseback_paylater',
      currency: 'JPY',
      grandTotal: 1055000,
      items: [{ sku: 'MA-HER-CHR-01-BLU-40', name: 'Heritage Chronograph', qty: 1, price: 1050000 }],
    });
    expect(checkoutActionToEvents(placed)).toEqual([
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
