import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusables, initialFocus } from './focusables';

/**
 * Keyboard inside a modal dialog: focus moves in when it opens and when `focusKey` changes (the next step),
 * Tab and Shift+Tab wrap around instead of leaving, Escape closes. Returns the dialog's keydown handler; a key
 * it handled is marked (defaultPrevented) so the dialog's own keys can skip it.
 */
export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  { active = true, focusKey }: { active?: boolean; focusKey?: string | number } = {},
) {
  useEffect(() => {
    const root = dialog.current;
    if (active && root) initialFocus(root).focus();
  }, [dialog, active, focusKey]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (!active) return;
    if (event.key === 'Escape') {
      // One Escape closes one dialog, not also whatever holds it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const root = dialog.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusables(root);
    const head = items[0];
    const tail = items[items.length - 1];
    if (!head || !tail) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === head || current === root)) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && current === tail) {
      event.preventDefault();
      head.focus();
    }
  };
}
