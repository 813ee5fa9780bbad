import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/types';
import { Pacer } from '../lib/pacer';
import { openTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real app, in-process, over a fresh seeded database; responses are validated against the contract.
 * `env` adds settings a suite needs (an ERP token, a public origin) to the test defaults; `clientDir` serves a
 * client build (index.html, static/) of the suite's own, `docsDir` an API reference (`npm run docs`) of its own;
 * `devTools` the development tools' access. Failed sign-ins are not held back unless a suite hands in its own
 * `signInPacer`.
 */
export async function createTestApp(
  env: Partial<AppOptions['env']> = {},
  options: { clientDir?: string } & Pick<AppOptions, 'docsDir' | 'devTools' | 'signInPacer'> = {},
): Promise<TestApp> {
  const { db, close } = await openTestDatabase();
  const app = await buildApp({
    db,
    env: {
      validateResponses: true,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'silent',
      nodeEnv: 'test',
      devMailbox: true,
      ...env,
    },
    logger: false,
    ...options,
    clientDir: options.clientDir ?? '/nonexistent-client-build',
    signInPacer: options.signInPacer ?? new Pacer(1, async () => undefined),
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await close();
    },
  };
}

/** Cookies a response sets, as name -> value (what a browser would keep). */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
