import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/types';
import { LOGIN_LIMITS } from '../domain/customer/login';
import { Pacer } from '../lib/pacer';
import { cookieHeader, cookiesOf } from '../test-utils/test-app';
import { openTestDatabase } from '../test-utils/test-db';

/**
 * Which address the per-client limits count, behind proxies (TRUST_PROXY): the client must not be able to
 * choose it by writing its own X-Forwarded-For. A proxy appends the address it received the request from, so
 * the trusted entries are the rightmost ones; the leftmost is whatever the client sent.
 */
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.9';

type TrustProxy = AppOptions['env']['trustProxy'];

/** The apps under test share one database (opening a copy per setting is slower than the tests). */
let db: Database;
let closeDb: () => Promise<void>;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await closeDb();
});
beforeEach(() => db.query('delete from rate_limit'));

async function appWith(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    env: {
      validateResponses: true,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'silent',
      nodeEnv: 'test',
      trustProxy,
    },
    clientDir: '/nonexistent-client-build',
    logger: false,
    signInPacer: new Pacer(1, async () => undefined),
  });
  apps.push(app);
  return app;
}

let attempts = 0;
const sessions = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/** One browser session per app: failed sign-ins keep it (only a sign-in rotates it). */
function sessionOf(app: FastifyInstance): Promise<Record<string, string>> {
  let jar = sessions.get(app);
  if (!jar) {
    jar = app
      .inject({ url: '/en-int/customer/section/load?sections=customer' })
      .then((res) => cookiesOf(res));
    sessions.set(app, jar);
  }
  return jar;
}

/** One failed sign-in through the proxy, with the header as the proxy forwards it. */
async function failedSignIn(app: FastifyInstance, forwardedFor: string | undefined, remoteAddress = PROXY) {
  const jar = await sessionOf(app);
  return app.inject({
    method: 'POST',
    url: '/en-int/customer/ajax/login',
    headers: {
      cookie: cookieHeader(jar),
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    // A new mailbox each time, so that only the address's own counter comes into play.
    payload: { username: `nobody${++attempts}@example.com`, password: 'x', form_key: jar.form_key },
    remoteAddress,
  });
}

/** The client addresses the sign-in limit has counted so far. */
async function countedAddresses(): Promise<string[]> {
  const { rows } = await db.query<{ bucket: string }>(
    `select bucket from rate_limit where bucket like 'login:ip:%' order by bucket`,
  );
  return rows.map((row) => row.bucket.slice('login:ip:'.length));
}

/** A describe block whose app trusts `trustProxy`, built in its own hook (each build takes a while). */
function withApp(trustProxy: TrustProxy, tests: (app: () => FastifyInstance) => void) {
  describe(`TRUST_PROXY=${JSON.stringify(trustProxy)}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appWith(trustProxy);
    });
    tests(() => app);
  });
}

describe('the client address behind trusted proxies', () => {
  withApp(false, (app) => {
    it('trusts no header: the peer is the client', async () => {
      await failedSignIn(app(), '198.51.100.1');
      expect(await countedAddresses()).toEqual([PROXY]);
    });
  });

  withApp(1, (app) => {
    it('counts the address the proxy appended, whatever the client wrote before it', async () => {
      for (let i = 0; i < LOGIN_LIMITS.addressFailures.max; i++) {
        // A client rotating a spoofed leftmost entry to get a fresh allowance each time.
        const res = await failedSignIn(app(), `198.51.100.${i + 1}, ${CLIENT}`);
        expect(res.statusCode).toBe(200);
      }
      expect(await countedAddresses()).toEqual([CLIENT]);
      const next = await failedSignIn(app(), `198.51.100.200, ${CLIENT}`);
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ code: 'captcha_required' });
      // Another client behind the same proxy keeps its own allowance.
      expect((await failedSignIn(app(), '203.0.113.10')).statusCode).toBe(200);
    });

    it('counts the peer itself when a request arrives without X-Forwarded-For', async () => {
      await failedSignIn(app(), undefined, '192.0.2.99');
      expect(await countedAddresses()).toEqual(['192.0.2.99']);
    });
  });

  withApp(2, (app) => {
    it('counts the address the outer proxy appended', async () => {
      await failedSignIn(app(), `198.51.100.1, ${CLIENT}, 10.0.0.1`);
      expect(await countedAddresses()).toEqual([CLIENT]);
    });
  });

  withApp([PROXY, '10.1.0.0/16'], (app) => {
    it('skips only the listed proxies, from the right; any other peer is the client', async () => {
      await failedSignIn(app(), `198.51.100.1, ${CLIENT}, 10.1.2.3`);
      await failedSignIn(app(), '198.51.100.2', '192.0.2.44');
      expect(await countedAddresses()).toEqual(['192.0.2.44', CLIENT]);
    });
  });
});
