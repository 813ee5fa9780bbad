import { POSTCODE_SETUP_RETRY_TIMES_MS, setupWithRetries } from './retrySetup';

describe('postcode button set-up retries (spec 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('up to 5 retries, at 3 s, 6 s, 9 s, 12 s and 15 s, while the fields are missing', () => {
    expect(POSTCODE_SETUP_RETRY_TIMES_MS).toEqual([3000, 6000, 9000, 12000, 15000]);
    const attempt = jest.fn(() => null);
    setupWithRetries(attempt);
    expect(attempt).toHaveBeenCalledTimes(1);
    let now = 0;
    for (const [retry, at] of [3000, 6000, 9000, 12000, 15000].entries()) {
      jest.advanceTimersByTime(at - now - 1);
      now = at;
      expect(attempt).toHaveBeenCalledTimes(retry + 1);
      jest.advanceTimersByTime(1);
      expect(attempt).toHaveBeenCalledTimes(retry + 2);
    }
    jest.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(6);
  });

  test('stops retrying once set up, and undoes the set-up when cancelled', () => {
    const undo = jest.fn();
    const attempt = jest.fn<(() => void) | null, []>(() => null);
    attempt.mockReturnValueOnce(null).mockReturnValueOnce(undo);
    const cancel = setupWithRetries(attempt);
    jest.advanceTimersByTime(3000);
    expect(attempt).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(2);
    cancel();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  test('cancelling before the fields appear stops the retries', () => {
    const attempt = jest.fn(() => null);
    const cancel = setupWithRetries(attempt);
    jest.advanceTimersByTime(3000);
    cancel();
    jest.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
