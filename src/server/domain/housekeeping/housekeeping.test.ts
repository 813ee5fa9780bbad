import { openTestDatabase, type TestDatabase } from '../../test-utils/test-db';
import { newSession, openSession, rotateSession, storeSession } from '../session/session-store';
import { runHousekeeping, scheduleHousekeeping, type HousekeepingTask } from './housekeeping';
import { ABANDONED_GUEST_CART_DAYS, coreHousekeepingTasks } from './tasks';

const LIFETIME = { idleDays: 14, maxDays: 30 };
const DAY_MS = 24 * 3600 * 1000;

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const exists = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).rowCount === 1;
const sessionExists = (idHash: string) => exists('select 1 from session where id_hash = $1', [idHash]);

async function storedSession(customerId: number | null = null) {
  const created = await newSession(t.db);
  const session = await storeSession(t.db, { ...created.session, customerId }, LIFETIME);
  return { token: created.token, session };
}

async function guestCart(daysUnchanged: number, customerId: number | null = null): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into cart (masked_id, store_id, customer_id, currency_code, updated_at)
     values (md5(random()::text), (select min(id) from store), $1, 'EUR', now() - make_interval(days => $2))
     returning id`,
    [customerId, daysUnchanged],
  );
  return rows[0]!.id;
}

describe('the core housekeeping tasks', () => {
  it('purge what has expired and keep what is live', async () => {
    const live = await storedSession();
    const idle = await storedSession();
    await t.db.query(
      `update session set last_seen_at = now() - interval '40 days', created_at = now() - interval '40 days',
              expires_at = now() - interval '26 days' where id_hash = $1`,
      [idle.session.idHash],
    );
    // Ended just now (sign-in replaced it): kept, so its token is not taken for an anonymous one.
    const replaced = await storedSession();
    await rotateSession(t.db, replaced.session, null, LIFETIME);

    const oldGuestCart = await guestCart(ABANDONED_GUEST_CART_DAYS + 1);
    const recentGuestCart = await guestCart(ABANDONED_GUEST_CART_DAYS - 1);
    const { rows: customers } = await t.db.query<{ id: number }>(
      'select id from customer order by id limit 1',
    );
    const oldCustomerCart = await guestCart(ABANDONED_GUEST_CART_DAYS + 100, customers[0]!.id);
    await t.db.query('update cart set is_active = false where id = $1', [oldCustomerCart]);

    await t.db.query(
      `insert into captcha_spent (token_id, expires_at) values ('spent-old', now() - interval '1 minute'),
         ('spent-live', now() + interval '4 minutes')`,
    );
    await t.db.query(
      `insert into rate_limit (bucket, hits, window_ends_at) values ('test:old', 3, now() - interval '1 second'),
         ('test:live', 3, now() + interval '10 minutes')`,
    );

    // Reset links: one past its hour for over a day (useless, gone), one that expired an hour ago (kept a day).
    await t.db.query(
      `insert into customer_password_reset (token_hash, customer_id, expires_at)
       values ('reset-old', $1, now() - interval '25 hours'), ('reset-recent', $1, now() - interval '1 hour')`,
      [customers[0]!.id],
    );

    // Return label lookups: one past its 30 minutes (gone), one still binding its order (kept).
    await t.db.query(
      `insert into return_label_lookup (token_hash, order_id, expires_at)
       select 'lookup-old', id, now() - interval '1 minute' from sales_order where increment_id = '000000101'
       union all
       select 'lookup-live', id, now() + interval '10 minutes' from sales_order where increment_id = '000000101'`,
    );

    const removed = await runHousekeeping(t.db, coreHousekeepingTasks(LIFETIME));
    expect(removed).toEqual({
      sessions: expect.any(Number),
      'guest carts': expect.any(Number),
      'captcha solutions': expect.any(Number),
      'password reset links': expect.any(Number),
      'return label lookups': expect.any(Number),
      'rate limits': expect.any(Number),
    });
    expect(Object.values(removed).every((n) => n >= 1)).toBe(true);

    expect(await sessionExists(live.session.idHash)).toBe(true);
    expect(await sessionExists(idle.session.idHash)).toBe(false);
    expect(await sessionExists(replaced.session.idHash)).toBe(true);
    expect(await exists('select 1 from cart where id = $1', [oldGuestCart])).toBe(false);
    expect(await exists('select 1 from cart where id = $1', [recentGuestCart])).toBe(true);
    expect(await exists('select 1 from cart where id = $1', [oldCustomerCart])).toBe(true);
    expect(await exists("select 1 from captcha_spent where token_id = 'spent-old'", [])).toBe(false);
    expect(await exists("select 1 from captcha_spent where token_id = 'spent-live'", [])).toBe(true);
    expect(await exists("select 1 from rate_limit where bucket = 'test:old'", [])).toBe(false);
    expect(await exists("select 1 from rate_limit where bucket = 'test:live'", [])).toBe(true);
    expect(await exists("select 1 from return_label_lookup where token_hash = 'lookup-old'", [])).toBe(false);
    expect(await exists("select 1 from return_label_lookup where token_hash = 'lookup-live'", [])).toBe(true);
    const resetLink = 'select 1 from customer_password_reset where token_hash = $1';
    expect(await exists(resetLink, ['reset-old'])).toBe(false);
    expect(await exists(resetLink, ['reset-recent'])).toBe(true);

    // A second run finds nothing more.
    const again = await runHousekeeping(t.db, coreHousekeepingTasks(LIFETIME));
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it("keep an ended session's row for as long as its token could pass for an anonymous one", async () => {
    const ended = await storedSession();
    await rotateSession(t.db, ended.session, null, LIFETIME);
    expect(await openSession(t.db, ended.token, LIFETIME)).toBeNull();
    // Housekeeping keeps the row while the token is within the idle limit of its issue...
    await runHousekeeping(t.db, coreHousekeepingTasks(LIFETIME));
    expect(await sessionExists(ended.session.idHash)).toBe(true);
    // ...and removes it once the token itself is too old to be honoured.
    await t.db.query("update session set expires_at = expires_at - interval '15 days' where id_hash = $1", [
      ended.session.idHash,
    ]);
    await runHousekeeping(t.db, coreHousekeepingTasks(LIFETIME));
    expect(await sessionExists(ended.session.idHash)).toBe(false);
    const later = new Date(Date.now() + 15 * DAY_MS);
    expect(await openSession(t.db, ended.token, LIFETIME, later)).toBeNull();
  });
});

describe('runHousekeeping', () => {
  it('runs every task even when one fails, and reports the failure', async () => {
    const failures: string[] = [];
    const tasks: HousekeepingTask[] = [
      { name: 'broken', run: (db) => db.query('delete from no_such_table').then((r) => r.rowCount) },
      { name: 'fine', run: async () => 2 },
    ];
    const removed = await runHousekeeping(t.db, tasks, (task) => failures.push(task));
    expect(removed).toEqual({ fine: 2 });
    expect(failures).toEqual(['broken']);
  });

  it('is scheduled: runs at once, and stop waits for the run', async () => {
    const runs: number[] = [];
    const schedule = scheduleHousekeeping(
      t.db,
      [{ name: 'count', run: async () => runs.push(1) }],
      { removed: () => {}, failed: () => {} },
      3_600_000,
    );
    await schedule.stop();
    expect(runs).toHaveLength(1);
  });
});
