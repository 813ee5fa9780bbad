const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Drawn: not under `display: none` or `visibility: hidden` (engines without checkVisibility, jsdom, say yes). */
const drawn = (el: HTMLElement): boolean =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;

/** The elements Tab can reach inside `root`, leaving out those in a hidden panel or tab or hidden by CSS. */
export const focusablesIn = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && drawn(el));
