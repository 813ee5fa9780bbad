/** Spec 9 "Gallery" constants, in one place so the components and their tests agree. */
export const GALLERY = {
  /** Two taps closer than this are a double tap. */
  doubleTapMs: 400,
  /** One arrow key press pans the zoomed picture by this much. */
  keyboardPanPx: 40,
  /** At most one slide change per swipe within this window. */
  swipeThrottleMs: 500,
  /** A horizontal move shorter than this is a tap, not a swipe. */
  swipeMinPx: 40,
  /** The configured zoom step: each step adds this share of the natural size. */
  zoomStepPercent: 20,
  /** The magnifier's preview opens this far from the picture's edge. */
  magnifierOffsetPx: 20,
  /** The magnifier's enlargement of the picture as shown. */
  magnifierZoom: 2.5,
  /**
   * Drawn (SVG) pictures have no pixel limit: their natural size is taken as this multiple of the size they
   * declare, so the fullscreen zoom can still enlarge them on large screens.
   */
  vectorNaturalScale: 2,
} as const;
