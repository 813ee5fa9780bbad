import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));

/**
 * Keyboard inside a modal dialog: focus moves in on open and when `focusKey` changes (the first control,
 * else the dialog), Tab and Shift+Tab wrap around instead of leaving, Escape closes.
 */
export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  focusKey?: string | number,
) {
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const first = focusables(root).find((el) => !el.classList.contains('modal__close'));
    (first ?? root).focus();
  }, [dialog, focusKey]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
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
    const active = document.activeElement;
    if (event.shiftKey && (active === head || active === root)) {
      event.preventDefault();
      tail.focus();
    } else if (!event.shiftKey && active === tail) {
      event.preventDefault();
      head.focus();
    }
  };
}
