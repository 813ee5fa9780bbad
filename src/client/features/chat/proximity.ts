/** Spec 4 and 9, 'Chat widget': loaded when the reader scrolls within 200 px of it, scroll handled every 300 ms. */
export const CHAT_LOAD_DISTANCE_PX = 200;
export const CHAT_SCROLL_THROTTLE_MS = 300;

/** Whether an element whose top is `top` px below the viewport's top is within `distance` px of the viewport. */
export const isWithinReach = (
  top: number,
  viewportHeight: number,
  distance = CHAT_LOAD_DISTANCE_PX,
): boolean => top - viewportHeight <= distance;

/**
 * At most one call per `ms`: the first at once, the last one of a burst when its window ends (so the final
 * scroll position is always looked at).
 */
export function throttle(run: () => void, ms: number): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call() {
      const wait = last + ms - Date.now();
      if (wait <= 0) {
        last = Date.now();
        run();
      } else if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          last = Date.now();
          run();
        }, wait);
      }
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * Calls `onNear` once, when the reader scrolls `element` to within 200 px of the viewport: looked at on scroll
 * and resize (throttled at 300 ms), not on opening. Not on opening because the spec says "until the user
 * scrolls", and because the band sits under a page that is still loading (a lazy page's chunk), so it would
 * look near on every first paint. Returns the way to stop watching.
 */
export function watchProximity(
  element: Element,
  onNear: () => void,
  { distance = CHAT_LOAD_DISTANCE_PX, throttleMs = CHAT_SCROLL_THROTTLE_MS } = {},
): () => void {
  let done = false;
  const check = throttle(() => {
    if (done || !isWithinReach(element.getBoundingClientRect().top, window.innerHeight, distance)) return;
    stop();
    onNear();
  }, throttleMs);
  function stop() {
    done = true;
    check.cancel();
    window.removeEventListener('scroll', check.call);
    window.removeEventListener('resize', check.call);
  }
  window.addEventListener('scroll', check.call, { passive: true });
  window.addEventListener('resize', check.call, { passive: true });
  return stop;
}
