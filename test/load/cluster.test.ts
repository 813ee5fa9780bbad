import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/test-utils/cart-test-client';
import { WATCH } from '../../src/server/test-utils/checkout-test-steps';
import {
  listeningUrl,
  logLines,
  serverEntry,
  spawnServer,
  waitFor,
  type ServerProcess,
} from '../../src/server/test-utils/server-process';
import { openTestDatabase, type TestDatabase } from '../../src/server/test-utils/test-db';

/**
 * Two real server processes on one PostgreSQL database behave as one shop: a session, a cart and a stock change
 * made on one are seen on the other, the stock change at once (the change feed, not the caches' 30 s), and
 * WORKERS=2 answers from both workers. Needs PostgreSQL (TEST_DATABASE_URL), like the rest of test/load.
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
/** Well under the list items' 30 s time to live: a change seen within it came through the change feed. */
const AT_ONCE_MS = 10_000;

if (!POSTGRES) {
  it('runs on PostgreSQL only', () => {
    throw new Error(
      'test/load/cluster.test.ts needs PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres). ' +
        'Several server processes share one database only on PostgreSQL.',
    );
  });
} else {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  /** A server on the test's database with a DATA_DIR of its own (its copy of the ERP token lands there). */
  const start = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseback-cluster-'));
    dataDirs.push(dataDir);
    const server = spawnServer({ DATABASE_URL: database.url!, DATA_DIR: dataDir, ...env });
    servers.push(server);
    return { server, dataDir };
  };
  const erpTokenIn = (dataDir: string) => readFileSync(join(dataDir, 'erp-token'), 'utf8').trim();

  beforeAll(async () => {
    serverEntry();
    database = await openTestDatabase();
    const first = start();
    const second = start();
    [a, b] = await Promise.all([listeningUrl(first.server), listeningUrl(second.server)]);
    // No ERP_TOKEN: the processes agree on the one stored in the database, each with a copy in its DATA_DIR.
    expect(erpTokenIn(first.dataDir)).toBe(erpTokenIn(second.dataDir));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database?.close();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  /** A browser's cookie jar over plain fetch, for whichever server it is pointed at. */
  function browser() {
    const jar = new Map<string, string>();
    return {
      jar,
      async call(url: string, init: RequestInit = {}) {
        const res = await fetch(url, {
          ...init,
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            'x-requested-with': 'XMLHttpRequest',
            ...(init.headers as Record<string, string> | undefined),
          },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        return res;
      },
    };
  }

  it('honours on one process a sign-in made on the other', async () => {
    const shopper = browser();
    await shopper.call(`${a}/en-int/customer/section/load?sections=customer`);
    const login = await shopper.call(`${a}/en-int/customer/ajax/login`, {
      method: 'POST',
      body: JSON.stringify({
        username: 'anna.keller@example.com',
        password: DEMO_PASSWORD,
        form_key: shopper.jar.get('form_key'),
      }),
    });
    expect(await login.json()).toMatchObject({ errors: false });
    const onB = await shopper.call(`${b}/en-int/customer/section/load?sections=customer`);
    expect(await onB.json()).toMatchObject({ customer: { is_logged_in: true, firstname: 'Anna' } });
  });

  it('shows on one process the cart filled on the other', async () => {
    const shopper = browser();
    const cartId = (await (
      await shopper.call(`${a}/rest/en-int/V1/guest-carts`, { method: 'POST' })
    ).json()) as string;
    const added = await shopper.call(`${a}/rest/en-int/V1/guest-carts/${cartId}/items`, {
      method: 'POST',
      body: JSON.stringify({ cartItem: { sku: WATCH, qty: 2 } }),
    });
    expect(added.status).toBe(200);
    const onB = await shopper.call(`${b}/rest/en-int/V1/guest-carts/${cartId}`);
    expect(await onB.json()).toMatchObject({ items: [{ sku: WATCH, qty: 2 }] });
  });

  it('shows a stock change made on one process in the other one’s cached listing at once', async () => {
    const token = erpTokenIn(dataDirs[0]!);
    const setStock = (server: string, qty: number) =>
      fetch(`${server}/rest/V1/caseback-erp/stock-items/${WATCH}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ qty }),
      });
    const listedOn = async (server: string) => {
      const res = await fetch(`${server}/rest/en-int/V1/search?q=${WATCH}`);
      const listing = (await res.json()) as {
        items: { variations: { sku: string; stock_status: string }[] }[];
      };
      return listing.items.flatMap((i) => i.variations).find((v) => v.sku === WATCH)?.stock_status;
    };
    expect((await setStock(a, 5)).status).toBe(200);
    // B lists it in stock and keeps that list item in its cache.
    await waitFor('B to list the watch in stock', async () =>
      (await listedOn(b)) === 'in_stock' ? true : undefined,
    );

    expect((await setStock(a, 0)).status).toBe(200);
    await waitFor(
      'B to list the watch sold out',
      async () => ((await listedOn(b)) === 'out_of_stock' ? true : undefined),
      AT_ONCE_MS,
    );
    // And the other way round, the ERP token being the same on both.
    await listedOn(a);
    expect((await setStock(b, 2)).status).toBe(200);
    await waitFor(
      'A to list the watch in stock',
      async () => ((await listedOn(a)) === 'in_stock' ? true : undefined),
      AT_ONCE_MS,
    );
  });

  it('answers from every worker with WORKERS=2', async () => {
    // The two single servers have done their part: fewer processes on the machine while the cluster boots.
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    const { server } = start({ WORKERS: '2' });
    const workerPids = await waitFor('two workers to listen', () => {
      const pids = logLines(server)
        .filter((l) => l.msg === 'worker listening')
        .map((l) => l.workerPid as number);
      return pids.length === 2 ? pids : undefined;
    });
    const url = await listeningUrl(server);
    const servedBy = () =>
      new Set(
        logLines(server)
          .filter((l) => typeof l.msg === 'string' && l.msg.startsWith('GET /healthz 200'))
          .map((l) => l.pid as number),
      );
    // Each request on a new connection: the primary hands connections to the workers in turn.
    const pids = await waitFor('both workers to answer', async () => {
      const res = await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
      const seen = servedBy();
      return seen.size === 2 ? seen : undefined;
    });
    expect([...pids].sort()).toEqual([...workerPids].sort());

    // A worker that dies is replaced, and the shop keeps answering meanwhile.
    process.kill(workerPids[0]!, 'SIGKILL');
    await waitFor('a new worker to listen', () =>
      logLines(server).filter((l) => l.msg === 'worker listening').length === 3 ? true : undefined,
    );
    expect((await fetch(`${url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
}
