import type { KeyboardEvent } from 'react';

const NEXT = ['ArrowRight', 'ArrowDown'];
const PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/** Spec 2.1: arrow keys move between the menu's items (Home and End jump to the ends). */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  let target: HTMLElement | undefined;
  if (NEXT.includes(event.key)) target = links[(index + 1) % links.length];
  else if (PREVIOUS.includes(event.key)) target = links[(index - 1 + links.length) % links.length];
  else if (event.key === 'Home') target = links[0];
  else if (event.key === 'End') target = links[links.length - 1];
  if (!target) return;
  event.preventDefault();
  target.focus();
}
