/** Spec 9 "Parallax" constants. */
export const PARALLAX = {
  maxBlurPx: 20,
  /** Share of a section's height scrolled into view at which its blur reaches 0: desktop, then mobile. */
  blurEndDesktop: 0.6,
  blurEndMobile: 0.3,
  /** A slide is active once its blur is below this. */
  activeBelowBlurPx: 5,
  /** Videos play when within this distance of the viewport. */
  videoMarginPx: 100,
  /** Bullet navigation scrolls to its slide in this time. */
  bulletScrollMs: 200,
  /** How far the picture drifts against the scroll, either way. */
  driftPx: 30,
} as const;

/** How much of a section has scrolled into the viewport, from 0 (below it) to 1 (its bottom is in view). */
export function sectionProgress(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - top) / height));
}

/**
 * The blur of a slide's picture: 20 px while the section is out of view, fading to 0 when 0.6 of it
 * (desktop, >= 1024 px) or 0.3 of it (mobile) has scrolled in. With reduced motion there is no blur.
 */
export function blurAt(progress: number, desktop: boolean, reducedMotion = false): number {
  if (reducedMotion) return 0;
  const end = desktop ? PARALLAX.blurEndDesktop : PARALLAX.blurEndMobile;
  return PARALLAX.maxBlurPx * Math.max(0, 1 - Math.max(0, progress) / end);
}

export const isActiveBlur = (blur: number): boolean => blur < PARALLAX.activeBelowBlurPx;

/** The bullet to mark current: the furthest slide down that has become active; the first one otherwise. */
export function activeSlide(blurs: readonly number[]): number {
  for (let i = blurs.length - 1; i >= 0; i -= 1) if (isActiveBlur(blurs[i] ?? Infinity)) return i;
  return 0;
}

/** The picture's drift against the scroll (a gentle parallax), none with reduced motion. */
export const driftAt = (progress: number, reducedMotion = false): number =>
  reducedMotion ? 0 : Math.round((0.5 - progress) * 2 * PARALLAX.driftPx);

/** The scroll position `elapsed` ms into a bullet's 200 ms scroll (ease-out), ending exactly on target. */
export function scrollStep(
  from: number,
  to: number,
  elapsed: number,
  duration: number = PARALLAX.bulletScrollMs,
) {
  if (duration <= 0 || elapsed >= duration) return to;
  const t = Math.max(0, elapsed) / duration;
  return from + (to - from) * (1 - (1 - t) ** 3);
}
