import { useSyncExternalStore } from 'react';
import { consent, UNDECIDED, type ConsentCategory, type ConsentStore } from './consentState';

/**
 * Whether `category` is accepted, re-rendering when the visitor changes their choice. Undecided on the server
 * and while hydrating, so a page rendered there hydrates without a mismatch, then the visitor's choice shows.
 */
export function useConsentGranted(category: ConsentCategory, store: ConsentStore = consent): boolean {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => UNDECIDED);
  return snapshot.accepted.includes(category);
}
