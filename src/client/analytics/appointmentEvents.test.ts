import { productReserved, videoAppointmentRequested } from '../lib/appointment-events';
import { mapActionToEvents } from './mapActionToEvents';

describe('product service analytics events (through the one action -> events map)', () => {
  test('a requested video appointment is tracked with its sku', () => {
    expect(mapActionToEvents(videoAppointmentRequested({ sku: 'MA-HER-CHR-01-BLU-40' }))).toEqual([
      { event: 'video_appointment', sku: 'MA-HER-CHR-01-BLU-40' },
    ]);
  });

  test('a reservation is tracked with its sku and boutique', () => {
    expect(mapActionToEvents(productReserved({ sku: 'MA-HER-CHR-01-BLU-40', shopId: 1 }))).toEqual([
      { event: 'reservation', sku: 'MA-HER-CHR-01-BLU-40', shop_id: 1 },
    ]);
  });
});
