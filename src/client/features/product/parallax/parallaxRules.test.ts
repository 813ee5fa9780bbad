import { activeSlide, blurAt, driftAt, isActiveBlur, scrollStep, sectionProgress } from './parallaxRules';

describe('parallax blur (spec 9)', () => {
  test('progress is the share of the section scrolled into the viewport', () => {
    expect(sectionProgress(900, 1000, 800)).toBe(0);
    expect(sectionProgress(500, 1000, 800)).toBeCloseTo(0.3);
    expect(sectionProgress(-400, 1000, 800)).toBe(1);
    expect(sectionProgress(0, 0, 800)).toBe(0);
  });

  test('the blur starts at 20 px and ends at 0.6 of the section on desktop', () => {
    expect(blurAt(0, true)).toBe(20);
    expect(blurAt(0.3, true)).toBeCloseTo(10);
    expect(blurAt(0.6, true)).toBe(0);
    expect(blurAt(0.9, true)).toBe(0);
  });

  test('on mobile the blur ends at 0.3 of the section', () => {
    expect(blurAt(0.15, false)).toBeCloseTo(10);
    expect(blurAt(0.3, false)).toBe(0);
  });

  test('with reduced motion nothing is blurred and nothing drifts', () => {
    expect(blurAt(0, true, true)).toBe(0);
    expect(driftAt(0, true)).toBe(0);
    expect(driftAt(0)).toBe(30);
    expect(driftAt(1)).toBe(-30);
  });

  test('a slide is active below 5 px of blur', () => {
    expect(isActiveBlur(5)).toBe(false);
    expect(isActiveBlur(4.99)).toBe(true);
    // 5 px of blur is reached at 0.45 of the section on desktop.
    expect(isActiveBlur(blurAt(0.45, true))).toBe(false);
    expect(isActiveBlur(blurAt(0.46, true))).toBe(true);
  });

  test('the current bullet is the furthest active slide, the first when none is', () => {
    expect(activeSlide([0, 0, 20])).toBe(1);
    expect(activeSlide([0, 0, 4])).toBe(2);
    expect(activeSlide([20, 20, 20])).toBe(0);
  });
});

describe('bullet scroll (200 ms)', () => {
  test('eases from the start to the target and lands on it at 200 ms', () => {
    expect(scrollStep(0, 1000, 0)).toBe(0);
    const half = scrollStep(0, 1000, 100);
    expect(half).toBeGreaterThan(500);
    expect(half).toBeLessThan(1000);
    expect(scrollStep(0, 1000, 200)).toBe(1000);
    expect(scrollStep(1000, 0, 250)).toBe(0);
  });
});
