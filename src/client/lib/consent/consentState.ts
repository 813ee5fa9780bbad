/**
 * The visitor's cookie consent as the rest of the app sees it, whatever library asks for it: which categories
 * are accepted, and whether a decision was made at all. Code that loads a third-party script waits here
 * (`whenGranted`), so that nothing loads before the visitor says yes.
 */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'functional', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface ConsentSnapshot {
  /** False until the visitor has chosen (or a remembered choice was read). */
  decided: boolean;
  accepted: readonly ConsentCategory[];
}

/** Also what a server render and the browser's hydration see: consent is the browser's (its cookie). */
export const UNDECIDED: ConsentSnapshot = { decided: false, accepted: [] };

const isCategory = (name: string): name is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly string[]).includes(name);

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** A decision: the categories the visitor accepted (unknown names are ignored; necessary is always in). */
  record(accepted: readonly string[]): void;
  isGranted(category: ConsentCategory): boolean;
  /** Runs `run` once, as soon as `category` is accepted (at once if it already is). Returns a cancel. */
  whenGranted(category: ConsentCategory, run: () => void): () => void;
}

export function createConsentStore(): ConsentStore {
  let snapshot = UNDECIDED;
  const listeners = new Set<() => void>();
  const store: ConsentStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    record(accepted) {
      const known = CONSENT_CATEGORIES.filter(
        (name) => name === 'necessary' || accepted.filter(isCategory).includes(name),
      );
      snapshot = { decided: true, accepted: known };
      for (const listener of [...listeners]) listener();
    },
    isGranted: (category) => snapshot.accepted.includes(category),
    whenGranted(category, run) {
      if (store.isGranted(category)) {
        run();
        return () => undefined;
      }
      const unsubscribe = store.subscribe(() => {
        if (!store.isGranted(category)) return;
        unsubscribe();
        run();
      });
      return unsubscribe;
    },
  };
  return store;
}

/** The page's one consent record (the adapter writes it, loaders read it). */
export const consent = createConsentStore();
