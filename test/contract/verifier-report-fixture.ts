import type { CheckResult, Report } from '../../scripts/verify-contract/types';

// A made-up report the report formats are tested on: one passed check, one failed (its label with characters
// XML and the shell must escape, its request with secrets already redacted), one skipped by a read-only run.

export const failedCheck: CheckResult = {
  operationId: 'addGuestCartItem',
  label: 'one unit of MA-1 <"&">',
  method: 'POST',
  url: 'http://shop.test/rest/en-int/V1/guest-carts/abc/items',
  passed: false,
  expected: '200 application/json CartItem',
  actual: '200 application/json',
  problem: 'response.price must be integer',
  request: {
    method: 'POST',
    url: 'http://shop.test/rest/en-int/V1/guest-carts/abc/items',
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: 'caseback_session=<caseback_session>; form_key=<form_key>',
      'content-type': 'application/json',
    },
    body: '{"cartItem":{"sku":"MA-1","qty":1,"note":"it\'s"}}',
  },
  contract: { file: 'openapi/cart.yaml', line: 99, what: 'responses 200 of addGuestCartItem' },
};

export const report: Report = {
  baseUrl: 'http://shop.test',
  store: 'en-int',
  signedIn: false,
  readOnly: false,
  only: [],
  durationMs: 1234,
  requests: 2,
  operations: [
    { operationId: 'getHealth', method: 'GET', path: '/healthz', passed: 1, failed: 0, skipped: 0 },
    {
      operationId: 'addGuestCartItem',
      method: 'POST',
      path: '/rest/{store_code}/V1/guest-carts/{cartId}/items',
      passed: 0,
      failed: 1,
      skipped: 1,
    },
  ],
  checks: [
    {
      operationId: 'getHealth',
      label: 'the server is up',
      method: 'GET',
      url: 'http://shop.test/healthz',
      passed: true,
      expected: '200 application/json Health',
      actual: '200 application/json',
      problem: null,
    },
    failedCheck,
    {
      operationId: 'addGuestCartItem',
      label: 'quantity 0',
      method: 'POST',
      url: '',
      passed: true,
      skipped: true,
      expected: 'not run',
      actual: 'not sent',
      problem: 'read-only: not sent (a POST that may change data; would expect 400)',
    },
  ],
  passed: 1,
  failed: 1,
  skipped: 1,
};
