import { PARALLAX, scrollStep } from './parallaxRules';

/** Scrolls the window so the element's top is at the top, in 200 ms (at once with reduced motion). */
export function scrollToElement(element: HTMLElement, reducedMotion: boolean): void {
  const from = window.scrollY;
  const to = from + element.getBoundingClientRect().top;
  if (reducedMotion || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const tick = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollStep(from, to, elapsed));
    if (elapsed < PARALLAX.bulletScrollMs) window.requestAnimationFrame(tick);
  };
  window.requestAnimationFrame(tick);
}
