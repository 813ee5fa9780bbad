import { POPUP_RETRY_MS } from './timings';

export interface PopupSchedule {
  /** Milliseconds after the start before the first try. */
  delayMs: number;
  /** Shows the popup if it may show now (no other popup visible); answers whether it did. */
  tryShow: () => boolean;
  retryMs?: number;
}

/**
 * Spec 4: a popup shows after its delay; if another popup is visible then, it tries again every 5 s until it
 * can. Returns the cancel, for a page left before the popup showed.
 */
export function schedulePopup({ delayMs, tryShow, retryMs = POPUP_RETRY_MS }: PopupSchedule): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    timer = tryShow() ? undefined : setTimeout(attempt, retryMs);
  };
  timer = setTimeout(attempt, Math.max(0, delayMs));
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
