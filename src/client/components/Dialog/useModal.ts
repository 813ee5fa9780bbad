import type { RefObject } from 'react';
import { useFocusReturn } from './useFocusReturn';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export interface ModalOptions {
  /** False while a dialog that stays mounted (the filter drawer) is closed. */
  active?: boolean;
  /** When it changes (the next step), focus moves to the new content as on opening. */
  focusKey?: string | number;
}

/**
 * Everything a modal owes keyboard and screen reader users, in one place for every dialog of the app: focus
 * moves in and stays in, Escape closes, the page behind does not scroll, and focus returns to the opener.
 * Returns the keydown handler to put on the dialog element.
 */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  options: ModalOptions = {},
) {
  const active = options.active ?? true;
  useFocusReturn(active);
  useScrollLock(active);
  return useFocusTrap(dialog, onClose, { active, focusKey: options.focusKey });
}
