import { GALLERY } from './galleryConfig';

/** Two taps within the window (spec 9: 400 ms) are a double tap. */
export function isDoubleTap(
  previousTapAt: number | null,
  now: number,
  windowMs: number = GALLERY.doubleTapMs,
) {
  return previousTapAt !== null && now - previousTapAt >= 0 && now - previousTapAt <= windowMs;
}

/** A mostly horizontal move long enough to be a swipe: towards the next slide (leftwards) or the previous. */
export function swipeDirection(dx: number, dy: number, minPx: number = GALLERY.swipeMinPx) {
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? ('next' as const) : ('previous' as const);
}

/** At most one accepted swipe per window (spec 9: 500 ms); returns whether `now` may act. */
export function throttleAllows(
  lastAt: number | null,
  now: number,
  windowMs: number = GALLERY.swipeThrottleMs,
) {
  return lastAt === null || now - lastAt >= windowMs;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The magnifier for a pointer over the picture: where the enlarged picture is positioned inside the
 * preview (background position, in %), and where the preview sits: beside the picture, 20 px off its edge.
 */
export function magnifierView(
  pointer: { x: number; y: number },
  picture: Box,
  offsetPx: number = GALLERY.magnifierOffsetPx,
) {
  const ratio = (value: number, start: number, size: number) =>
    size > 0 ? Math.min(1, Math.max(0, (value - start) / size)) : 0.5;
  const rx = ratio(pointer.x, picture.left, picture.width);
  const ry = ratio(pointer.y, picture.top, picture.height);
  return {
    backgroundPosition: `${(rx * 100).toFixed(2)}% ${(ry * 100).toFixed(2)}%`,
    preview: { left: picture.width + offsetPx, top: 0, width: picture.width, height: picture.height },
  };
}
