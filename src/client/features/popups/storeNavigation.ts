import type { MouseEvent } from 'react';

/**
 * Goes to another store: a full page load, as another store has another configuration, currency and
 * catalogue. A seam of its own because jsdom cannot navigate, and the tests must see where it went.
 */
export const storeNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The visitor asked for another tab or window (or a menu): the browser handles the link itself. */
export const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
