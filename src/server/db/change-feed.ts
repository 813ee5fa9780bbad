import type { ChangeFeed, ChangeTopic } from './types';

export interface LocalChangeFeed extends ChangeFeed {
  /** Delivers a change to this process's listeners only (what arrived from another process). */
  deliver(topic: ChangeTopic): void;
}

/**
 * The feed of one process: listeners are called synchronously, in subscription order. A listener that throws
 * does not keep the others from hearing the change. `send` carries the change to the other processes
 * (nothing for PGlite, which has none).
 */
export function localChangeFeed(
  send: (topic: ChangeTopic) => Promise<void> = async () => {},
): LocalChangeFeed {
  const listeners = new Set<(topic: ChangeTopic) => void>();
  const deliver = (topic: ChangeTopic) => {
    for (const listener of [...listeners]) {
      try {
        listener(topic);
      } catch (err) {
        process.stderr.write(`change feed: a listener failed: ${String(err)}\n`);
      }
    }
  };
  return {
    deliver,
    publish(topic) {
      deliver(topic);
      return send(topic);
    },
    subscribe(listener) {
      // A wrapper, so that one function subscribed twice is two subscriptions.
      const entry = (topic: ChangeTopic) => listener(topic);
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
