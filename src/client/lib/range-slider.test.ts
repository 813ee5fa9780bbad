import {
  dragHandle,
  effectiveStep,
  handleToEdge,
  initialRange,
  nextValue,
  sliderLabel,
  sliderUrl,
  snapValue,
  stepHandle,
  type SliderBounds,
} from './range-slider';

const bounds = (overrides: Partial<SliderBounds> = {}): SliderBounds => ({
  min: 1000,
  max: 9000,
  step: 5,
  validSteps: [],
  ...overrides,
});

describe('snapping (spec 5: values snap to validSteps within 100, and to the edges)', () => {
  const withSteps = bounds({ validSteps: [3000, 4850, 6450] });

  test('a value within 100 of a valid step lands on it, from either side, 100 included', () => {
    expect(snapValue(3060, withSteps)).toBe(3000);
    expect(snapValue(2930, withSteps)).toBe(3000);
    expect(snapValue(3100, withSteps)).toBe(3000);
    expect(snapValue(2900, withSteps)).toBe(3000);
    expect(snapValue(6400, withSteps)).toBe(6450);
  });

  test('beyond 100 of every valid step it moves by the step, never back into a snap zone', () => {
    expect(snapValue(3101, withSteps)).toBe(3105);
    expect(snapValue(3104, withSteps)).toBe(3105);
    expect(snapValue(5500, withSteps)).toBe(5500);
    expect(snapValue(5502.4, withSteps)).toBe(5500);
  });

  test('the nearer of two valid steps wins', () => {
    const close = bounds({ validSteps: [5000, 5150] });
    expect(snapValue(5070, close)).toBe(5000);
    expect(snapValue(5080, close)).toBe(5150);
  });

  test('values near the edges snap to min and max; values outside are brought inside', () => {
    expect(snapValue(1090, withSteps)).toBe(1000);
    expect(snapValue(8950, withSteps)).toBe(9000);
    expect(snapValue(500, withSteps)).toBe(1000);
    expect(snapValue(12000, withSteps)).toBe(9000);
  });

  test('the step counts from min, so an odd minimum keeps its grid', () => {
    expect(snapValue(1504, bounds({ min: 1003 }))).toBe(1503);
  });

  test('valid steps outside [min, max] do not attract', () => {
    expect(snapValue(1300, bounds({ min: 1250, validSteps: [1200] }))).toBe(1250);
    expect(snapValue(1360, bounds({ min: 1250, validSteps: [1200] }))).toBe(1360);
  });
});

describe('default step', () => {
  test('a step of 0 (or none) means the default 5', () => {
    expect(effectiveStep({ step: 0 })).toBe(5);
    expect(effectiveStep({ step: Number.NaN })).toBe(5);
    expect(effectiveStep({ step: 25 })).toBe(25);
    expect(snapValue(5002, bounds({ step: 0 }))).toBe(5000);
    expect(snapValue(5003, bounds({ step: 0 }))).toBe(5005);
  });

  test('a larger step moves by that step', () => {
    expect(snapValue(5012, bounds({ step: 25 }))).toBe(5000);
    expect(snapValue(5013, bounds({ step: 25 }))).toBe(5025);
  });
});

describe('keyboard moves go to the next resting value, so a snap never traps a handle', () => {
  const withSteps = bounds({ validSteps: [3000, 3150, 6450] });

  test('one step away from a free value', () => {
    expect(nextValue(5000, 1, withSteps)).toBe(5005);
    expect(nextValue(5000, -1, withSteps)).toBe(4995);
  });

  test('leaving a valid step: past its snap zone, or onto the next valid step when that comes first', () => {
    expect(nextValue(6450, 1, withSteps)).toBe(6555);
    expect(nextValue(6450, -1, withSteps)).toBe(6345);
    expect(nextValue(3000, 1, withSteps)).toBe(3150);
    expect(nextValue(3150, -1, withSteps)).toBe(3000);
  });

  test('approaching a valid step or an edge: straight onto it', () => {
    expect(nextValue(6345, 1, withSteps)).toBe(6450);
    expect(nextValue(8895, 1, withSteps)).toBe(9000);
    expect(nextValue(1105, -1, withSteps)).toBe(1000);
  });

  test('at an edge there is nowhere further to go', () => {
    expect(nextValue(9000, 1, withSteps)).toBe(9000);
    expect(nextValue(1000, -1, withSteps)).toBe(1000);
  });

  test('decimal steps do not collect float dust', () => {
    expect(nextValue(0.3, 1, { min: 0, max: 1000, step: 0.1, validSteps: [] })).toBe(100.1);
    expect(nextValue(500.1, 1, { min: 0, max: 1000, step: 0.1, validSteps: [] })).toBe(500.2);
  });
});

describe('ordering (spec 5: the lower handle stays below the upper one)', () => {
  const b = bounds();

  test('a lower handle dragged onto or past the upper one stops one step below it', () => {
    expect(dragHandle({ from: 2000, to: 5000 }, 'from', 5000, b)).toEqual({ from: 4995, to: 5000 });
    expect(dragHandle({ from: 2000, to: 5000 }, 'from', 7000, b)).toEqual({ from: 4995, to: 5000 });
  });

  test('an upper handle dragged onto or past the lower one stops one step above it', () => {
    expect(dragHandle({ from: 2000, to: 5000 }, 'to', 2000, b)).toEqual({ from: 2000, to: 2005 });
    expect(dragHandle({ from: 2000, to: 5000 }, 'to', 1200, b)).toEqual({ from: 2000, to: 2005 });
  });

  test('the clamp uses the default step when the step is 0', () => {
    expect(dragHandle({ from: 2000, to: 5000 }, 'from', 6000, bounds({ step: 0 }))).toEqual({
      from: 4995,
      to: 5000,
    });
  });

  test('a drag that does not cross is only snapped', () => {
    expect(dragHandle({ from: 2000, to: 5000 }, 'from', 3333, b)).toEqual({ from: 3335, to: 5000 });
  });

  test('keys and Home/End respect the other handle too', () => {
    expect(stepHandle({ from: 4995, to: 5000 }, 'from', 1, b)).toEqual({ from: 4995, to: 5000 });
    expect(stepHandle({ from: 4000, to: 5000 }, 'to', -1, b, 10)).toEqual({ from: 4000, to: 4950 });
    expect(handleToEdge({ from: 4000, to: 5000 }, 'from', 'max', b)).toEqual({ from: 4995, to: 5000 });
    expect(handleToEdge({ from: 4000, to: 5000 }, 'to', 'max', b)).toEqual({ from: 4000, to: 9000 });
    expect(handleToEdge({ from: 4000, to: 5000 }, 'to', 'min', b)).toEqual({ from: 4000, to: 4005 });
  });

  test('a selection from the URL outside a narrower listing is drawn inside it', () => {
    expect(initialRange({ from: 500, to: 12000 }, b)).toEqual({ from: 1000, to: 9000 });
  });
});

describe("label '%1 - %2' (spec 9)", () => {
  test('prices in the store currency and locale', () => {
    const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
    expect(sliderLabel({ from: 3000, to: 9000 }, (v) => euro.format(v))).toBe('€3,000.00 - €9,000.00');
  });

  test('plain numbers when the slider is not a price', () => {
    expect(sliderLabel({ from: 38, to: 42 }, String)).toBe('38 - 42');
  });
});

describe('the URL a committed range goes to (spec 2.2)', () => {
  test('sets {requestVar}={from}-{to} on the current URL and keeps the other parameters in place', () => {
    expect(
      sliderUrl({ pathname: '/en-int/watches', search: '?colour=12&sort=price&dir=asc' }, 'price', {
        from: 3000,
        to: 6450,
      }),
    ).toBe('/en-int/watches?colour=12&sort=price&dir=asc&price=3000-6450');
  });

  test('replaces a range already set, where it stands', () => {
    expect(
      sliderUrl({ pathname: '/en-int/watches', search: '?price=1000-2000&colour=12' }, 'price', {
        from: 1500,
        to: 2500,
      }),
    ).toBe('/en-int/watches?price=1500-2500&colour=12');
  });

  test('drops the page number so the narrower list starts at page 1; the search term stays', () => {
    expect(
      sliderUrl({ pathname: '/en-int/catalogsearch/result/', search: '?q=chronograph&p=3' }, 'price', {
        from: 4000,
        to: 5000,
      }),
    ).toBe('/en-int/catalogsearch/result/?q=chronograph&price=4000-5000');
  });

  test('uses the slider’s own request variable', () => {
    expect(sliderUrl({ pathname: '/en-int/straps', search: '' }, 'width', { from: 18, to: 22 })).toBe(
      '/en-int/straps?width=18-22',
    );
  });
});
