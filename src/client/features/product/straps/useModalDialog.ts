import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native `<dialog>` as a modal while it is mounted: the browser makes the page behind it inert and
 * traps focus; Escape calls `onCancel`. Focus goes to the element marked `data-autofocus` (or the dialog) and
 * back to where it was when the dialog goes. Where `showModal` is missing (older engines, jsdom) the dialog
 * is simply shown open.
 */
export function useModalDialog(onCancel: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    const onEscape = (event: Event) => {
      // The browser would close the dialog itself; the component decides, by unmounting it.
      event.preventDefault();
      cancel.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && typeof dialog.showModal !== 'function') onEscape(event);
    };
    dialog.addEventListener('cancel', onEscape);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onEscape);
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return ref;
}
