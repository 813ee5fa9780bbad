import {
  canZoom,
  isZoomed,
  keyboardPan,
  maxScale,
  pan,
  toggleZoom,
  zoomIn,
  zoomOut,
  ZOOM_RESET,
  type ZoomGeometry,
  type ZoomState,
} from './zoom';

// A 1600 px picture in a 400 px viewport: it fits at a quarter of its natural size, so natural = scale 4.
const phone: ZoomGeometry = { viewport: { width: 400, height: 400 }, natural: { width: 1600, height: 1600 } };
const steps = (from: ZoomState, step: (s: ZoomState) => ZoomState, n: number) => {
  const seen: number[] = [];
  let s = from;
  for (let i = 0; i < n; i += 1) {
    s = step(s);
    seen.push(Math.round(s.scale * 100) / 100);
  }
  return { seen, last: s };
};

describe('gallery zoom (spec 4)', () => {
  test('zooming in goes by the configured step (20% of the natural size) and stops at natural size', () => {
    expect(maxScale(phone)).toBe(4);
    const { seen } = steps(ZOOM_RESET, (s) => zoomIn(s, phone), 6);
    expect(seen).toEqual([1.8, 2.6, 3.4, 4, 4, 4]);
  });

  test('another configured percentage gives other steps', () => {
    expect(steps(ZOOM_RESET, (s) => zoomIn(s, phone, 50), 3).seen).toEqual([3, 4, 4]);
  });

  test('zooming out stops when the picture fits, and reaching that point resets zoom and pan', () => {
    const zoomed = pan({ scale: 4, x: 0, y: 0 }, phone, 200, -120);
    expect(zoomed).toEqual({ scale: 4, x: 200, y: -120 });
    const { seen, last } = steps(zoomed, (s) => zoomOut(s, phone), 5);
    expect(seen).toEqual([3.2, 2.4, 1.6, 1, 1]);
    expect(last).toEqual(ZOOM_RESET);
    expect(isZoomed(last)).toBe(false);
  });

  test('a picture no larger than the viewport cannot be zoomed past its natural size', () => {
    const small: ZoomGeometry = {
      viewport: { width: 1000, height: 800 },
      natural: { width: 800, height: 800 },
    };
    expect(canZoom(small)).toBe(false);
    expect(zoomIn(ZOOM_RESET, small)).toEqual(ZOOM_RESET);
    expect(toggleZoom(ZOOM_RESET, small)).toEqual(ZOOM_RESET);
  });

  test('the fit uses the tighter side of the viewport', () => {
    const wide: ZoomGeometry = {
      viewport: { width: 1440, height: 800 },
      natural: { width: 1600, height: 1600 },
    };
    expect(maxScale(wide)).toBe(2);
  });

  test('a double tap zooms to natural size, and the next one back to fitted', () => {
    const zoomed = toggleZoom(ZOOM_RESET, phone);
    expect(zoomed).toEqual({ scale: 4, x: 0, y: 0 });
    expect(toggleZoom(pan(zoomed, phone, 40, 40), phone)).toEqual(ZOOM_RESET);
  });
});

describe('panning a zoomed picture', () => {
  test('arrow keys pan by 40 px towards their side; other keys do nothing', () => {
    expect(keyboardPan('ArrowLeft')).toEqual([40, 0]);
    expect(keyboardPan('ArrowRight')).toEqual([-40, 0]);
    expect(keyboardPan('ArrowUp')).toEqual([0, 40]);
    expect(keyboardPan('ArrowDown')).toEqual([0, -40]);
    expect(keyboardPan('Enter')).toBeNull();
  });

  test('panning stops at the picture’s edges and a fitted picture does not move', () => {
    const zoomed: ZoomState = { scale: 4, x: 0, y: 0 };
    // 1600 px shown in 400 px: the centre may move 600 px either way.
    expect(pan(zoomed, phone, 40, 0)).toEqual({ scale: 4, x: 40, y: 0 });
    expect(pan(zoomed, phone, 5000, -5000)).toEqual({ scale: 4, x: 600, y: -600 });
    expect(pan(ZOOM_RESET, phone, 40, 40)).toEqual(ZOOM_RESET);
  });

  test('zooming out pulls the pan back inside the smaller picture', () => {
    const out = zoomOut({ scale: 4, x: 600, y: 0 }, phone);
    // At scale 3.2 the picture is 1280 px wide: 440 px of travel.
    expect(out.x).toBeCloseTo(440);
  });
});
