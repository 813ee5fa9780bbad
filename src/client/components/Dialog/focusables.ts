/** What Tab can reach inside a dialog (disabled controls and hidden sections excluded). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Marks the dialog's own close button, which never takes the focus on opening. */
export const CLOSE_MARK = 'data-dialog-close';

export const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));

/**
 * Where focus goes when a dialog opens (or its content changes): the element marked `data-autofocus`, else the
 * first control other than the close button, else the close button, else the dialog itself.
 */
export function initialFocus(root: HTMLElement): HTMLElement {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const items = focusables(root);
  return items.find((el) => !el.hasAttribute(CLOSE_MARK)) ?? items[0] ?? root;
}
