import { useSyncExternalStore } from 'react';
import { consent, type ConsentCategory, type ConsentStore } from './consentState';

/** Whether `category` is accepted, re-rendering when the visitor changes their choice. */
export function useConsentGranted(category: ConsentCategory, store: ConsentStore = consent): boolean {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return snapshot.accepted.includes(category);
}
