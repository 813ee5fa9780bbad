import { waitFor } from '../test-utils/server-process';
import { openTestDatabase, type TestDatabase } from '../test-utils/test-db';
import { localChangeFeed } from './change-feed';
import { openPostgres } from './postgres';
import { LISTENER_APPLICATION_NAME } from './postgres-change-feed';
import type { ChangeTopic, Database } from './types';

describe('localChangeFeed', () => {
  it("tells this process's listeners at once, each once, and no longer after unsubscribing", async () => {
    const sent: ChangeTopic[] = [];
    const feed = localChangeFeed(async (topic) => {
      sent.push(topic);
    });
    const heard: string[] = [];
    const stop = feed.subscribe((topic) => heard.push(`first:${topic}`));
    feed.subscribe((topic) => heard.push(`second:${topic}`));
    const published = feed.publish('stock');
    expect(heard).toEqual(['first:stock', 'second:stock']); // before the first await
    await published;
    stop();
    await feed.publish('catalogue');
    expect(heard).toEqual(['first:stock', 'second:stock', 'second:catalogue']);
    expect(sent).toEqual(['stock', 'catalogue']);
  });

  it('keeps telling the other listeners when one throws', async () => {
    const feed = localChangeFeed();
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const heard: ChangeTopic[] = [];
    feed.subscribe(() => {
      throw new Error('broken cache');
    });
    feed.subscribe((topic) => heard.push(topic));
    await feed.publish('stock');
    expect(heard).toEqual(['stock']);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('broken cache'));
  });
});

/** What one database handle's listeners heard. */
function recorder(db: Database): ChangeTopic[] {
  const heard: ChangeTopic[] = [];
  db.changes.subscribe((topic) => heard.push(topic));
  return heard;
}

if (process.env.TEST_DATABASE_URL) {
  describe('the change feed on PostgreSQL (LISTEN/NOTIFY)', () => {
    let t: TestDatabase;
    let other: Database;
    const reports: string[] = [];
    beforeAll(async () => {
      t = await openTestDatabase({ seeded: false });
      // A second handle on the same database stands for another server process.
      other = await openPostgres(t.url!, 2, (message) => reports.push(message));
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it('carries a change to the other processes, and to the publishing one only once', async () => {
      const here = recorder(t.db);
      const there = recorder(other);
      await t.db.changes.publish('stock');
      await waitFor('the other process to hear the change', () => (there.length ? true : undefined), 5_000);
      await other.changes.publish('catalogue');
      await waitFor('this process to hear the reply', () => (here.length === 2 ? true : undefined), 5_000);
      // Notifications arrive in commit order: had this handle's own 'stock' come back to it, it would have
      // come before the other's 'catalogue'.
      expect(here).toEqual(['stock', 'catalogue']);
      expect(there).toEqual(['stock', 'catalogue']);
    });

    it('listens again after losing its connection, and then tells its listeners everything may have changed', async () => {
      const there = recorder(other);
      const { rowCount } = await t.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rowCount).toBe(2); // both handles' listeners
      await waitFor(
        'the resync after reconnecting',
        () => (there.includes('catalogue') ? true : undefined),
        10_000,
      );
      expect(reports).toEqual(
        expect.arrayContaining([
          expect.stringContaining('change listener lost its connection'),
          'change listener reconnected',
        ]),
      );
      // Listening again: a change published now arrives.
      await waitFor(
        'a change after the reconnection',
        async () => {
          await t.db.changes.publish('stock');
          return there.includes('stock') ? true : undefined;
        },
        10_000,
      );
    });
  });
} else {
  describe('the change feed on PGlite', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase({ seeded: false });
    });
    afterAll(() => t.close());

    it('tells the listeners of this process, the only one on the data directory', async () => {
      const heard = recorder(t.db);
      await t.db.changes.publish('stock');
      expect(heard).toEqual(['stock']);
    });
  });
}
