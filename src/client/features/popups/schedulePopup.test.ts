import { schedulePopup } from './schedulePopup';
import { COUNTRY_POPIN_DELAY_MS, POPUP_RETRY_MS } from './timings';

describe('popup timing (spec 4, spec 9 "Timings: popups")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after its delay, not before', () => {
    const tryShow = jest.fn(() => true);
    schedulePopup({ delayMs: COUNTRY_POPIN_DELAY_MS, tryShow });
    jest.advanceTimersByTime(2999);
    expect(tryShow).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(tryShow).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(tryShow).toHaveBeenCalledTimes(1);
  });

  it('retries every 5 s while another popup is visible, then shows once', () => {
    let otherVisible = true;
    const shown: number[] = [];
    const tryShow = jest.fn(() => {
      if (otherVisible) return false;
      shown.push(Date.now());
      return true;
    });
    schedulePopup({ delayMs: 6000, tryShow });
    jest.advanceTimersByTime(6000);
    expect(tryShow).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(POPUP_RETRY_MS - 1);
    expect(tryShow).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(tryShow).toHaveBeenCalledTimes(2);
    otherVisible = false;
    jest.advanceTimersByTime(POPUP_RETRY_MS);
    expect(tryShow).toHaveBeenCalledTimes(3);
    expect(shown).toHaveLength(1);
    jest.advanceTimersByTime(POPUP_RETRY_MS * 3);
    expect(tryShow).toHaveBeenCalledTimes(3);
  });

  it('never shows once cancelled (the page was left)', () => {
    const tryShow = jest.fn(() => false);
    const cancel = schedulePopup({ delayMs: 1000, tryShow });
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(POPUP_RETRY_MS * 2);
    expect(tryShow).toHaveBeenCalledTimes(1);
  });

  it('is 5 s between retries', () => {
    expect(POPUP_RETRY_MS).toBe(5000);
  });
});
