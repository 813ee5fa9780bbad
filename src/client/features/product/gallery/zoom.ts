import { GALLERY } from './galleryConfig';

/** Sizes in CSS pixels: the fullscreen viewport and the picture's natural size. */
export interface ZoomGeometry {
  viewport: { width: number; height: number };
  natural: { width: number; height: number };
}

/** scale 1 is the picture fitted to the viewport; x/y pan the picture's centre, in CSS pixels. */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM_RESET: ZoomState = { scale: 1, x: 0, y: 0 };

/** Screen pixels per natural pixel when the picture fits; never above 1 (no enlarging past natural). */
function fitted(g: ZoomGeometry): number {
  const { viewport: v, natural: n } = g;
  if (n.width <= 0 || n.height <= 0) return 1;
  return Math.min(1, v.width / n.width, v.height / n.height);
}

/** The scale at which the picture reaches its natural size: zooming in stops there (spec 4). */
export const maxScale = (g: ZoomGeometry): number => 1 / fitted(g);
export const canZoom = (g: ZoomGeometry): boolean => maxScale(g) > 1.0001;
export const isZoomed = (s: ZoomState): boolean => s.scale > 1;

/** One step adds the configured percentage of the natural size. */
const stepSize = (g: ZoomGeometry, percent: number) => (maxScale(g) * percent) / 100;

function clampPan(s: ZoomState, g: ZoomGeometry): ZoomState {
  const f = fitted(g) * s.scale;
  const maxX = Math.max(0, (g.natural.width * f - g.viewport.width) / 2);
  const maxY = Math.max(0, (g.natural.height * f - g.viewport.height) / 2);
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { scale: s.scale, x: clamp(s.x, maxX), y: clamp(s.y, maxY) };
}

export function zoomIn(s: ZoomState, g: ZoomGeometry, percent: number = GALLERY.zoomStepPercent): ZoomState {
  if (!canZoom(g)) return s;
  return clampPan({ ...s, scale: Math.min(maxScale(g), s.scale + stepSize(g, percent)) }, g);
}

/** Zooming out stops once the picture fits; reaching that point resets the zoom and the pan (spec 4). */
export function zoomOut(s: ZoomState, g: ZoomGeometry, percent: number = GALLERY.zoomStepPercent): ZoomState {
  const scale = s.scale - stepSize(g, percent);
  return scale <= 1 + 1e-9 ? ZOOM_RESET : clampPan({ ...s, scale }, g);
}

/** A double tap zooms straight to natural size, and back to fitted when already zoomed. */
export const toggleZoom = (s: ZoomState, g: ZoomGeometry): ZoomState =>
  isZoomed(s) || !canZoom(g) ? ZOOM_RESET : { scale: maxScale(g), x: 0, y: 0 };

/** Moves a zoomed picture, never past its edges; a fitted picture does not move. */
export function pan(s: ZoomState, g: ZoomGeometry, dx: number, dy: number): ZoomState {
  if (!isZoomed(s)) return s;
  return clampPan({ ...s, x: s.x + dx, y: s.y + dy }, g);
}

const PAN_KEYS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** Arrow keys look towards their side of the picture, by the keyboard pan step; other keys: null. */
export function keyboardPan(key: string, step: number = GALLERY.keyboardPanPx): [number, number] | null {
  const direction = PAN_KEYS[key];
  return direction ? [direction[0] * step, direction[1] * step] : null;
}

/** The picture's size on screen when it fits (before the zoom's scale). */
export function fittedSize(g: ZoomGeometry): { width: number; height: number } {
  const f = fitted(g);
  return { width: g.natural.width * f, height: g.natural.height * f };
}
