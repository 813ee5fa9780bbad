import { appointmentActionToEvents, videoAppointmentRequested } from './events';

describe('video appointment analytics events', () => {
  test('a requested video appointment is tracked with its sku', () => {
    expect(appointmentActionToEvents(videoAppointmentRequested({ sku: 'MA-HER-CHR-01-BLU-40' }))).toEqual([
      { event: 'video_appointment', sku: 'MA-HER-CHR-01-BLU-40' },
    ]);
  });
});
