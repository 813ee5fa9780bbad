import { productReserved, reservationActionToEvents } from './events';

describe('reservation analytics events', () => {
  test('a reservation is tracked with its sku and boutique', () => {
    expect(reservationActionToEvents(productReserved({ sku: 'MA-HER-CHR-01-BLU-40', shopId: 1 }))).toEqual([
      { event: 'reservation', sku: 'MA-HER-CHR-01-BLU-40', shop_id: 1 },
    ]);
  });
});
