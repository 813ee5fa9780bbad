import type { MouseEvent } from 'react';

/** Spec 9: click tracking delays navigation by 500 ms, so the tag manager can send its hit first. */
export const CLICK_TRACKING_DELAY_MS = 500;

/** The shopper asked for another tab or window (or a menu): the browser handles it and nothing is delayed. */
export const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Opens an outbound link in a new tab once the tracking delay has passed. The opener is cut as
 * rel="noopener" would; if a pop-up blocker refuses the late tab, the link opens here instead of nowhere.
 */
export function openAfterTrackingDelay(url: string): void {
  window.setTimeout(() => {
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else window.location.assign(url);
  }, CLICK_TRACKING_DELAY_MS);
}
