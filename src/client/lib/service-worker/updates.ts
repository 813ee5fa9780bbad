/**
 * The state of a shop update, shared by the registration (which learns of it) and the banner (which offers it):
 * `waiting`: a new version's worker is installed and waits for this page to let it take over; `active`: it has
 * taken over (from another tab), so this page's scripts are older than the worker's precache. Either way the
 * next page the shopper opens is loaded whole, never the old scripts against the new chunks.
 */
export type UpdateState = 'none' | 'waiting' | 'active';

type Listener = () => void;

export interface ShopUpdates {
  state(): UpdateState;
  subscribe(listener: Listener): () => void;
  /** The shopper chose 'Refresh' (or moved on to another page): take the new version now. */
  apply(): void;
}

export function createShopUpdates(actions: { skipWaiting: () => void; reload: () => void }) {
  let state: UpdateState = 'none';
  let applying = false;
  const listeners = new Set<Listener>();
  const set = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const updates: ShopUpdates & {
    waiting(): void;
    /** The new worker controls this page: reload if this page asked for it, else wait for the next page. */
    controlling(): void;
  } = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {
      if (state === 'active') return actions.reload();
      if (state !== 'waiting' || applying) return;
      applying = true;
      actions.skipWaiting();
    },
    waiting: () => set('waiting'),
    controlling() {
      if (applying) actions.reload();
      else set('active');
    },
  };
  return updates;
}
