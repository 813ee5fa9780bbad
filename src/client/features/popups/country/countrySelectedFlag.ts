import { useSyncExternalStore } from 'react';

/**
 * Spec 4: choosing a store or closing the country pop-in sets the country-selected flag in local storage, and
 * the pop-in is not offered again (on any store of this site: they share the origin).
 */
export const COUNTRY_SELECTED_KEY = 'country-selected';

const listeners = new Set<() => void>();

export function isCountrySelected(): boolean {
  try {
    return window.localStorage.getItem(COUNTRY_SELECTED_KEY) === '1';
  } catch {
    // Storage refused (private mode, blocked): nothing was chosen that we could remember.
    return false;
  }
}

export function markCountrySelected(): void {
  try {
    window.localStorage.setItem(COUNTRY_SELECTED_KEY, '1');
  } catch {
    // Without storage the pop-in may come back on the next page; nothing else to do.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The flag; null in the server's render and while hydrating (local storage is the browser's). */
export const useCountrySelected = (): boolean | null =>
  useSyncExternalStore(subscribe, isCountrySelected, () => null);
