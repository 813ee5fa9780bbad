import type { DataLayerEvent } from './dataLayerEvent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends events to `window.dataLayer`, creating it when the tag manager has not (it may never load). */
export function pushToDataLayer(events: readonly DataLayerEvent[]): void {
  if (!events.length || typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(...events);
}
