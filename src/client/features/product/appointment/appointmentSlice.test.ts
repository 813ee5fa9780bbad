import { videoAppointmentRequested } from './events';
import { appointmentSlice, videoAppointmentClosed, videoAppointmentOpened } from './appointmentSlice';

const reduce = appointmentSlice.reducer;
const requested = videoAppointmentRequested({ sku: 'MA-HER-CHR-01-BLU-40' });

describe('the video appointment steps (spec 4)', () => {
  test('opening shows the form; the request answered true shows the success step', () => {
    const open = reduce(undefined, videoAppointmentOpened());
    expect(open).toEqual({ open: true, step: 1 });
    expect(reduce(open, requested)).toEqual({ open: true, step: 2 });
  });

  test('nothing goes beyond step 2, and opening again starts over', () => {
    const done = { open: true, step: 2 as const };
    expect(reduce(done, requested)).toEqual(done);
    expect(reduce(reduce(done, videoAppointmentClosed()), videoAppointmentOpened())).toEqual({
      open: true,
      step: 1,
    });
  });

  test('a request answered while the modal is closed changes nothing', () => {
    expect(reduce({ open: false, step: 1 }, requested)).toEqual({ open: false, step: 1 });
  });
});
