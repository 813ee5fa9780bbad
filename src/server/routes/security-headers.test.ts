import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_HTML_CSP, registerSecurityHeaders } from '../plugins/security-headers';
import { openTestDatabase, type TestDatabase } from '../test-utils/test-db';
import type { TestApp } from '../test-utils/test-app';
import { DEMO_PASSWORD, shopper } from '../test-utils/cart-test-client';
import { guestReadyToPay, newKey, placeGuest } from '../test-utils/checkout-test-steps';

/** A built client as webpack writes it: a shell with a script and an inline style, a bundle, a stray map. */
const SHELL =
  '<!doctype html><html><head><style>html{background:#f7f4ef}</style>' +
  '<script defer="defer" src="/static/main.js"></script></head><body><div id="root"></div></body></html>';

let database: TestDatabase;
let app: FastifyInstance;
let clientDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'headers-client-'));
  mkdirSync(join(clientDir, 'static'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'static', 'main.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'static', 'main.js.map'), '{"sources":["secret.ts"]}');
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    env: {
      validateResponses: true,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'info',
      nodeEnv: 'test',
      devMailbox: true,
    },
    clientDir,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const t = (): TestApp => ({ app, db: database.db, close: async () => undefined });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const directives = (res: LightMyRequestResponse): Record<string, string[]> =>
  Object.fromEntries(
    String(res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('nosniff', () => {
  it('is on every kind of answer: API, page, static, media, errors', async () => {
    const answers = {
      'API JSON': await get('/rest/en-int/V1/store/config'),
      'page shell': await get('/en-int/', { accept: 'text/html' }),
      'static file': await get('/static/main.js'),
      media: await get('/media/brand/logo.svg'),
      'API 400': await get('/rest/en-int/V1/search?q='),
      'API 404': await get('/rest/xx-yy/V1/store/config'),
      'unknown path 404': await get('/no/such/thing'),
      'bad URL 400': await get('/rest/en-int/V1/%E0%A4%A'),
      'health check': await get('/healthz'),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect([what, res.headers['x-content-type-options']]).toEqual([what, 'nosniff']);
    }
    // The answers above are what they claim to be, not all the same fallback.
    expect(answers['static file'].statusCode).toBe(200);
    expect(answers['API 400'].statusCode).toBe(400);
    expect(answers['bad URL 400'].statusCode).toBe(400);
  });
});

describe('the page shell', () => {
  it('carries a strict policy whose nonce is on its script and style, new on every answer', async () => {
    const first = await get('/en-int/watches', { accept: 'text/html' });
    const csp = directives(first);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src']!.join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp['script-src']).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    // Server-rendered style props are attributes; <style> elements still need the nonce.
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp).toMatchObject({
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).toContain(`<script nonce="${nonce}" defer="defer" src="/static/main.js">`);
    expect(first.headers['x-frame-options']).toBe('DENY');

    const second = await get('/en-int/watches', { accept: 'text/html' });
    expect(directives(second)['script-src']![0]).not.toBe(`'nonce-${nonce}'`);
  });

  it('never serves a source map', async () => {
    expect((await get('/static/main.js')).statusCode).toBe(200);
    const map = await get('/static/main.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});

describe('pages the server renders', () => {
  it('hash their own style and allow no script (sandbox payment page, mailbox)', async () => {
    const { s, cartId } = await guestReadyToPay(t());
    const placed = (await placeGuest(s, cartId, newKey())).json() as { redirect_url: string };
    for (const res of [await get(placed.redirect_url), await get('/dev/mailbox')]) {
      expect(res.statusCode).toBe(200);
      const csp = directives(res);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['style-src']).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      expect(csp['script-src']).toBeUndefined();
      expect(csp).toMatchObject({ 'object-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    }
  });
});

describe('sign-in cookies', () => {
  it('sets each cookie once per answer', async () => {
    const s = shopper(t());
    await s.page('GET', '/customer/section/load?sections=customer');
    const res = await app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { cookie: `caseback_session=${s.jar.caseback_session}; form_key=${s.jar.form_key}` },
      payload: { username: 'louise.martin@example.com', password: DEMO_PASSWORD, form_key: s.jar.form_key },
    });
    expect(res.json()).toMatchObject({ errors: false });
    const names = res.cookies.map((c) => c.name);
    expect(names).toContain('caseback_session');
    expect(names.length).toBe(new Set(names).size);
  });
});

describe('the log', () => {
  it('holds no guest cart id and no payment token', async () => {
    const { s, cartId } = await guestReadyToPay(t());
    const placed = (await placeGuest(s, cartId, newKey())).json() as { redirect_url: string };
    const token = placed.redirect_url.split('/').pop()!;
    await get(placed.redirect_url);
    await s.rest('GET', `/guest-carts/${cartId}/totals`);
    const log = logLines.join('\n');
    expect(log).toContain('/guest-carts/:cartId/totals');
    expect(log).toContain('GET /sandbox/pay/:token 200');
    expect(log).not.toContain(cartId);
    expect(log).not.toContain(token);
  });
});

describe('any other HTML', () => {
  it('gets the strictest policy when it sets none', async () => {
    const bare = Fastify();
    await registerSecurityHeaders(bare, { tls: true });
    bare.get('/html', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    bare.get('/own', async (_request, reply) =>
      reply.type('text/html').header('Content-Security-Policy', "default-src 'self'").send('<p>hi</p>'),
    );
    const html = await bare.inject({ url: '/html' });
    const own = await bare.inject({ url: '/own' });
    await bare.close();
    expect(html.headers['content-security-policy']).toBe(DEFAULT_HTML_CSP);
    expect(DEFAULT_HTML_CSP).toContain("default-src 'none'");
    expect(own.headers['content-security-policy']).toBe("default-src 'self'");
    // Served over TLS: browsers are told to keep to https.
    expect(html.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
