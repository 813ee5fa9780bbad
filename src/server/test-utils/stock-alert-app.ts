import { createTestApp, type TestApp } from './test-app';

/** The ERP token and public origin the stock-alert tests give their app. */
export const TEST_ERP_TOKEN = 'erp-test-token-0123456789abcdef';
export const TEST_PUBLIC_URL = 'https://shop.example';

/** createTestApp's app, plus what the ERP feed and the restock mails need: a token and a public origin. */
export function createStockAlertTestApp(): Promise<TestApp> {
  return createTestApp({ publicUrl: TEST_PUBLIC_URL, erpToken: TEST_ERP_TOKEN });
}
