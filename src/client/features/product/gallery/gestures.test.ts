import { isDoubleTap, magnifierView, swipeDirection, throttleAllows } from './gestures';

describe('double tap (400 ms window)', () => {
  test('a second tap within 400 ms is a double tap; later or a first tap is not', () => {
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 1250)).toBe(true);
    expect(isDoubleTap(1000, 1400)).toBe(true);
    expect(isDoubleTap(1000, 1401)).toBe(false);
    expect(isDoubleTap(1000, 900)).toBe(false);
  });
});

describe('swipe', () => {
  test('a horizontal move of 40 px or more goes to the next (leftwards) or previous slide', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
    expect(swipeDirection(-39, 0)).toBeNull();
    // Mostly vertical: the page scrolls, the slide stays.
    expect(swipeDirection(-60, 90)).toBeNull();
  });

  test('swipes are throttled to one per 500 ms', () => {
    expect(throttleAllows(null, 10)).toBe(true);
    expect(throttleAllows(1000, 1499)).toBe(false);
    expect(throttleAllows(1000, 1500)).toBe(true);
  });
});

describe('magnifier', () => {
  const picture = { left: 100, top: 50, width: 400, height: 400 };

  test('the preview sits 20 px beside the picture, the size of the picture', () => {
    expect(magnifierView({ x: 300, y: 250 }, picture).preview).toEqual({
      left: 420,
      top: 0,
      width: 400,
      height: 400,
    });
  });

  test('the enlarged picture follows the pointer, and stays inside at the edges', () => {
    expect(magnifierView({ x: 300, y: 250 }, picture).backgroundPosition).toBe('50.00% 50.00%');
    expect(magnifierView({ x: 100, y: 150 }, picture).backgroundPosition).toBe('0.00% 25.00%');
    expect(magnifierView({ x: 900, y: -20 }, picture).backgroundPosition).toBe('100.00% 0.00%');
  });
});
