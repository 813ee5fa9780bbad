import { useLayoutEffect } from 'react';

/**
 * What had the focus when the dialog opened gets it back when the dialog closes, whichever way it closed
 * (Escape, a button, the backdrop, the page unmounting it), provided it is still on the page.
 */
export function useFocusReturn(active = true): void {
  // A layout effect runs before the trap's effect moves focus into the dialog, so the opener is still active.
  useLayoutEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [active]);
}
