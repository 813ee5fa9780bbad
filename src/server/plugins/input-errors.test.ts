import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

// Answers that were 500s before the contract fuzz found them (issue 17).
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'input-errors-'));
  mkdirSync(join(clientDir, 'static', 'js'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
  writeFileSync(join(clientDir, 'static', 'js', 'app.js'), 'void 0;');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('text the database cannot store', () => {
  it('is refused in a search term with a 400 naming the parameter', async () => {
    const res = await t.app.inject({ url: '/rest/en-int/V1/search?q=watch%00' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        code: 'validation_failed',
        message: 'query.q contains a character that cannot be stored (NUL or an unpaired surrogate).',
        field: 'query.q',
      },
    ]);
  });

  it('is refused in a gift message (a lone surrogate in the sender)', async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const res = await s.rest('POST', `/guest-carts/${cartId}/gift-message`, {
      gift_message: { recipient: 'Louise', sender: 'Anna\ud800', message: 'Hello', remove: false },
    });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.gift_message.sender']);
  });

  it('is ignored in query parameters the operation does not read', async () => {
    const res = await t.app.inject({ url: '/healthz?utm_source=%00' });
    expect(res.statusCode).toBe(200);
  });
});

describe('numbers beyond what the database holds', () => {
  it('are refused in a cart option with a 400 naming the field', async () => {
    const s = shopper(t);
    const cartId = await s.createGuestCart();
    const res = await s.rest('POST', `/guest-carts/${cartId}/items`, {
      cartItem: {
        sku: 'MA-HER-CHR-01',
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [{ option_id: 'colour', option_value: 2 ** 31 }],
          },
        },
      },
    });
    expect([res.statusCode, res.json().field]).toEqual([
      400,
      'body.cartItem.product_option.extension_attributes.configurable_item_options.0.option_value',
    ]);
  });
});

describe('a body sent to an operation that takes none', () => {
  it('is ignored, whatever its content type or size', async () => {
    for (const [type, payload] of [
      ['text/plain', 'hello'],
      ['application/xml', '<a/>'],
      ['application/json', JSON.stringify({ a: 'x'.repeat(100_000) })],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/rest/en-int/V1/guest-carts',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': type },
        payload,
      });
      expect([type, res.statusCode]).toEqual([type, 200]);
    }
  });
});

describe('the file server', () => {
  it('answers a directory, or a name it will not serve, with a JSON 404', async () => {
    for (const url of [
      '/static/',
      '/static/js',
      '/static/js/',
      '/static/a%00b',
      `/static/${'x'.repeat(5000)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'not_found']);
    }
    expect((await t.app.inject({ url: '/static/js/app.js' })).statusCode).toBe(200);
  });

  it('answers a range outside the file with 416', async () => {
    const res = await t.app.inject({ url: '/static/js/app.js', headers: { range: 'bytes=9999-' } });
    expect([res.statusCode, res.json().field]).toEqual([416, 'header.range']);
  });
});

describe('a browser navigating to an operation', () => {
  it('gets the operation answer, not the page shell', async () => {
    const accept = 'text/html,application/xhtml+xml';
    const api = await t.app.inject({ url: '/en-int/captcha/challenge', headers: { accept } });
    expect([api.statusCode, api.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    const page = await t.app.inject({ url: '/en-int/watches', headers: { accept } });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });
});
