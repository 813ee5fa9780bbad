import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { localChangeFeed } from './change-feed';
import type { ChangeFeed, ChangeTopic } from './types';

/** The NOTIFY channel every server process on one database listens to. */
export const CHANGE_CHANNEL = 'caseback_changes';
/** The listening connection's application_name, so an operator (or a test) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'caseback-change-listener';
const TOPICS: readonly ChangeTopic[] = ['catalogue', 'stock'];
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface PostgresChangeFeed extends ChangeFeed {
  close(): Promise<void>;
}

interface Message {
  /** The sending feed: it has told its own listeners already. */
  from: string;
  topic: ChangeTopic;
}

/**
 * Changes carried between processes by LISTEN/NOTIFY: one dedicated connection per process listens (a pooled
 * one cannot, as the pool hands it to queries), `publish` notifies through the pool. A lost listening
 * connection is reopened with a growing delay; once it is back, listeners hear `catalogue`, since a
 * notification sent meanwhile is lost for good. Resolves once the first LISTEN holds, so a server that answers
 * has heard every change since.
 */
export async function openPostgresChangeFeed(
  connectionString: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  report: (message: string) => void,
): Promise<PostgresChangeFeed> {
  const self = randomBytes(8).toString('hex');
  const feed = localChangeFeed(async (topic) => {
    try {
      await notify(CHANGE_CHANNEL, JSON.stringify({ from: self, topic } satisfies Message));
    } catch (err) {
      report(`could not tell the other processes about a ${topic} change: ${(err as Error).message}`);
    }
  });
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANGE_CHANNEL || !msg.payload) return;
    const message = parseMessage(msg.payload);
    if (message && message.from !== self) feed.deliver(message.topic);
  };

  const listen = async (): Promise<void> => {
    // TCP keep-alive: a connection that silently died (a dropped route, no reset) is noticed as lost.
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    // Set before connecting: an error event without a listener would crash the process.
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) await next.end().catch(() => undefined);
    // From here on its errors are losses to recover from (before, the caller handles them).
    else client = next;
  };

  const lost = (which: pg.Client, err: Error) => {
    if (closed || client !== which) return;
    client = undefined;
    report(`change listener lost its connection (${err.message}); reconnecting`);
    which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      listen().then(
        () => {
          if (closed) return;
          retryMs = RECONNECT_MIN_MS;
          report('change listener reconnected');
          feed.deliver('catalogue'); // anything may have changed while nobody listened
        },
        (err: unknown) => {
          if (closed) return;
          report(`change listener could not reconnect (${(err as Error).message})`);
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, retryMs);
    timer.unref();
  };

  await listen();
  return {
    publish: feed.publish,
    subscribe: feed.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

function parseMessage(payload: string): Message | null {
  try {
    const value = JSON.parse(payload) as Partial<Message>;
    const topic = TOPICS.find((t) => t === value.topic);
    return typeof value.from === 'string' && topic ? { from: value.from, topic } : null;
  } catch {
    return null;
  }
}
