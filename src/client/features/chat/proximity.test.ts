import {
  CHAT_LOAD_DISTANCE_PX,
  CHAT_SCROLL_THROTTLE_MS,
  isWithinReach,
  throttle,
  watchProximity,
} from './proximity';

describe('chat widget scroll rule (spec 9: within 200 px, 300 ms throttle)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the spec numbers', () => {
    expect(CHAT_LOAD_DISTANCE_PX).toBe(200);
    expect(CHAT_SCROLL_THROTTLE_MS).toBe(300);
  });

  test('within reach means the element is at most 200 px below the viewport', () => {
    expect(isWithinReach(1000, 800)).toBe(true); // 200 px below
    expect(isWithinReach(1001, 800)).toBe(false); // 201 px below
    expect(isWithinReach(300, 800)).toBe(true); // in view
  });

  test('throttle: the first call at once, a burst folded into one call when its 300 ms end', () => {
    const run = jest.fn();
    const throttled = throttle(run, 300);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    throttled.call();
    throttled.call();
    jest.advanceTimersByTime(299);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  /** An element whose top is `top()` px from the viewport's top, in an 800 px high window. */
  function placedElement(top: () => number) {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ top: top() }) as DOMRect;
    return element;
  }

  test('loads once the page is scrolled to within 200 px, looking at the scroll at most every 300 ms', () => {
    let top = 2000;
    const element = placedElement(() => top);
    const onNear = jest.fn();
    const stop = watchProximity(element, onNear);
    expect(onNear).not.toHaveBeenCalled();

    // The first scroll is looked at at once: 400 px away, not near.
    top = 1200;
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).not.toHaveBeenCalled();
    // Scrolling on within 300 ms: looked at when the window ends, at the last position (200 px away).
    top = 1000;
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).not.toHaveBeenCalled();
    jest.advanceTimersByTime(CHAT_SCROLL_THROTTLE_MS);
    expect(onNear).toHaveBeenCalledTimes(1);

    // Once only: later scrolls do nothing.
    top = 100;
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(1000);
    expect(onNear).toHaveBeenCalledTimes(1);
    stop();
  });

  test('nothing is loaded before the reader scrolls, even when the element is within reach', () => {
    const onNear = jest.fn();
    watchProximity(
      placedElement(() => 500),
      onNear,
    );
    jest.advanceTimersByTime(1000);
    expect(onNear).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  test('stopping removes the scroll handling', () => {
    let top = 2000;
    const onNear = jest.fn();
    const stop = watchProximity(
      placedElement(() => top),
      onNear,
    );
    stop();
    top = 0;
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(1000);
    expect(onNear).not.toHaveBeenCalled();
  });
});
