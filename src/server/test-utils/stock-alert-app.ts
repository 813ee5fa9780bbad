import { buildApp } from '../app';
import type { TestApp } from './test-app';
import { openTestDatabase } from './test-db';

/** The ERP token and public origin the stock-alert tests give their app. */
export const TEST_ERP_TOKEN = 'erp-test-token-0123456789abcdef';
export const TEST_PUBLIC_URL = 'https://shop.example';

/** createTestApp's app, plus what the ERP feed and the restock mails need: a token and a public origin. */
export async function createStockAlertTestApp(): Promise<TestApp> {
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
      publicUrl: TEST_PUBLIC_URL,
      erpToken: TEST_ERP_TOKEN,
    },
    clientDir: '/nonexistent-client-build',
    logger: false,
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
