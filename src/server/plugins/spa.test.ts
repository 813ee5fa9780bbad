import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSpa, wantsJsonOnly, withStoreManifest, type PageStatusOf } from './spa';
import type { StorePage } from '../../common/store-page';
import type { PageRenderer } from './server-render/page-renderer';
import { PageCache } from './server-render/page-cache';

const SHELL = '<!doctype html><title>shell</title>';
let clientDir: string;
let app: FastifyInstance;
/** What the page-status resolver was asked, and its answer: 404 for `/en-int/missing`, 200 otherwise. */
const asked: [string, StorePage][] = [];
const statusOf: PageStatusOf = async (storeCode, page) => {
  asked.push([storeCode, page]);
  return page.kind === 'category' && page.urlPath === 'missing' ? 404 : 200;
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  app = Fastify();
  await registerSpa(app, { clientDir, defaultStoreCode: 'en-int', cacheShell: false, statusOf });
  app.get('/en-int/customer/ajax/login', async () => ({ api: true }));
});

afterAll(async () => {
  await app.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the single-page shell', () => {
  test('answers every page under a store code of the contract shape', async () => {
    for (const url of ['/en-int', '/en-int/', '/ja-jp/watches/navigator?p=2', '/de-ch/checkout/cart']) {
      const res = await page(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, SHELL]);
    }
  });

  test('is kept by the browser only, revalidated on every visit and keyed on Accept (JSON-only clients get the API there)', async () => {
    const res = await page('/en-int/watches');
    expect([res.headers['cache-control'], res.headers.vary]).toEqual([
      'private, no-cache',
      'Accept, Accept-Encoding',
    ]);
  });

  test("a revalidation with the page's ETag answers 304 with no body and no policy of its own", async () => {
    const first = await page('/en-int/watches');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/en-int/watches',
      headers: { accept: 'text/html', 'if-none-match': `"other", ${etag}` },
    });
    // The browser keeps the copy it has, with the nonce and the policy that came with it.
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const changed = await app.inject({
      method: 'GET',
      url: '/en-int/watches',
      headers: { accept: 'text/html', 'if-none-match': 'W/"stale"' },
    });
    expect([changed.statusCode, changed.body]).toEqual([200, SHELL]);
    // A not-found page is never "not modified": its status is the news.
    const missing = await app.inject({
      method: 'GET',
      url: '/en-int/missing',
      headers: { accept: 'text/html', 'if-none-match': '*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('leaves store-scoped controllers, other shapes and JSON-only requests to their routes', async () => {
    expect((await page('/en-int/customer/ajax/login')).json()).toEqual({ api: true });
    expect((await page('/EN-INT/watches')).statusCode).toBe(404);
    expect((await page('/english/watches')).statusCode).toBe(404);
    // Before issue 14 a request without `text/html` got this JSON 404; now only a JSON-only one does.
    const json = await app.inject({
      method: 'GET',
      url: '/en-int/watches',
      headers: { accept: 'application/json' },
    });
    expect([json.statusCode, json.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  test('any other Accept gets the page: none at all, any type (curl), XHTML', async () => {
    for (const accept of [undefined, '*/*', 'application/xhtml+xml', 'text/html;q=0.9, application/json']) {
      const res = await app.inject({
        method: 'GET',
        url: '/en-int/watches',
        headers: accept ? { accept } : {},
      });
      expect([accept, res.statusCode, res.headers['content-type'], res.body]).toEqual([
        accept,
        200,
        'text/html; charset=utf-8',
        SHELL,
      ]);
    }
  });

  test('a GET of a form post path (a controller with no GET route) is an API path: JSON 404', async () => {
    const res = await page('/en-int/checkout/cart/add');
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  test('answers the status the resolver gives the parsed page, with the same shell', async () => {
    asked.length = 0;
    const missing = await page('/en-int/missing?p=2');
    expect([missing.statusCode, missing.headers['content-type'], missing.body]).toEqual([
      404,
      'text/html; charset=utf-8',
      SHELL,
    ]);
    await page('/fr-fr/stories/a-story');
    expect(asked).toEqual([
      ['en-int', { kind: 'category', urlPath: 'missing' }],
      ['fr-fr', { kind: 'story', identifier: 'a-story' }],
    ]);
  });

  test('HEAD answers the status and headers of GET, without a body', async () => {
    for (const url of ['/en-int/watches', '/en-int/missing']) {
      const get = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
      const comparable = (headers: Record<string, unknown>) => {
        const { date: _date, 'content-security-policy': csp, ...rest } = headers;
        // The nonce is new on every answer; the policy around it is the same.
        return { ...rest, csp: String(csp).replace(/'nonce-[^']+'/g, 'nonce') };
      };
      expect([url, head.statusCode, comparable(head.headers), head.body]).toEqual([
        url,
        get.statusCode,
        comparable(get.headers),
        '',
      ]);
    }
  });

  test('a client wants JSON only when it names a JSON type and no HTML type', () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ['', false],
      ['*/*', false],
      ['text/html', false],
      ['application/xhtml+xml', false],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
      ['application/json, text/html', false],
      ['application/json', true],
      ['Application/JSON; charset=utf-8', true],
      ['application/problem+json', true],
      // A script's usual header (axios): JSON, and any type as a fallback, but no HTML named.
      ['application/json, text/plain, */*', true],
      ['application/json, text/html;q=0', true],
      ['text/plain', false],
    ];
    for (const [accept, jsonOnly] of cases)
      expect([accept, wantsJsonOnly(accept)]).toEqual([accept, jsonOnly]);
  });

  test('sends the root to the default store home', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/en-int/']);
  });
});

describe('the server render time', () => {
  const RENDERED = { html: '', headHtml: '', chunks: [], apiState: {} };
  const withRenderer = async (render: PageRenderer['render']) => {
    const rendering = Fastify();
    await registerSpa(rendering, {
      clientDir,
      defaultStoreCode: 'en-int',
      cacheShell: false,
      languageOf: () => 'en',
      renderer: { render, assetsOf: () => [] },
    });
    return rendering;
  };

  test('a rendered page says how long its render took in Server-Timing', async () => {
    const rendering = await withRenderer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return RENDERED;
    });
    const res = await rendering.inject({ method: 'GET', url: '/en-int/watches' });
    await rendering.close();
    const [, ms] = /^render;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing'])) ?? [];
    expect(Number(ms)).toBeGreaterThanOrEqual(29);
  });

  test('a failed render answers the shell, marked failed (HEAD too: it renders like GET); no renderer, no Server-Timing', async () => {
    const rendering = await withRenderer(async () => {
      throw new Error('render failed');
    });
    const failed = await rendering.inject({ method: 'GET', url: '/en-int/watches' });
    const head = await rendering.inject({ method: 'HEAD', url: '/en-int/watches' });
    await rendering.close();
    expect([failed.body, String(failed.headers['server-timing'])]).toEqual([
      SHELL,
      expect.stringMatching(/^render;desc="failed";dur=\d+\.\d$/),
    ]);
    expect(String(head.headers['server-timing'])).toMatch(/^render;desc="failed";dur=\d+\.\d$/);
    expect((await page('/en-int/watches')).headers['server-timing']).toBeUndefined();
  });
});

describe('rendered pages kept by URL', () => {
  const SCRIPTED_SHELL =
    '<!doctype html><html><head><script src="/static/main.js"></script></head><body><div id="root"></div></body></html>';
  let renders: string[];
  let cache: PageCache;
  let rendering: FastifyInstance;
  let scriptedDir: string;

  beforeEach(async () => {
    renders = [];
    cache = new PageCache({ maxChars: 1_000_000, ttlMs: 60_000 });
    scriptedDir = mkdtempSync(join(tmpdir(), 'spa-cache-'));
    writeFileSync(join(scriptedDir, 'index.html'), SCRIPTED_SHELL);
    rendering = await cachingApp(async ({ url }) => {
      renders.push(url);
      return { html: `<h1>${url} #${renders.length}</h1>`, headHtml: '', chunks: [], apiState: {} };
    });
  });

  /** An app whose renderer is `render`, keeping pages in the test's cache. */
  const cachingApp = async (render: PageRenderer['render']) => {
    const app = Fastify();
    await registerSpa(app, {
      clientDir: scriptedDir,
      defaultStoreCode: 'en-int',
      cacheShell: true,
      languageOf: () => 'en',
      statusOf,
      pageCache: cache,
      renderer: { render, assetsOf: () => [] },
    });
    return app;
  };

  afterEach(async () => {
    await rendering.close();
    rmSync(scriptedDir, { recursive: true, force: true });
  });

  const get = (url: string) => rendering.inject({ method: 'GET', url });
  const nonceOf = (res: { body: string; headers: Record<string, unknown> }) => {
    const inBody = /<script nonce="([^"]+)"/.exec(res.body)?.[1];
    const inPolicy = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(inBody).toBe(inPolicy);
    return inBody;
  };

  test('a page is rendered once and answered again from memory, each answer with a nonce of its own', async () => {
    const first = await get('/en-int/watches');
    const second = await get('/en-int/watches');
    expect(renders).toEqual(['/en-int/watches']);
    expect(second.body.replace(/nonce="[^"]+"/, '')).toBe(first.body.replace(/nonce="[^"]+"/, ''));
    expect(second.body).toContain('<h1>/en-int/watches #1</h1>');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect([first.headers['server-timing'], second.headers['server-timing']]).toEqual([
      expect.stringMatching(/^render;dur=/),
      'cache;desc="hit"',
    ]);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Another URL (a query is another page) is rendered for itself.
    await get('/en-int/watches?p=2');
    expect(renders).toEqual(['/en-int/watches', '/en-int/watches?p=2']);
  });

  test('a change of the catalogue or the stock (the change feed clears the cache) renders the page again', async () => {
    const before = await get('/en-int/watches');
    cache.clear();
    const after = await get('/en-int/watches');
    expect(renders).toHaveLength(2);
    expect(after.body).toContain('#2');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  test('a page rendered across a change is answered but not kept; a not-found page is not kept', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await cachingApp(async ({ url }) => {
      renders.push(url);
      await held;
      return { html: '<h1>old stock</h1>', headHtml: '', chunks: [], apiState: {} };
    });
    const answer = slow.inject({ method: 'GET', url: '/en-int/watches' });
    while (renders.length === 0) await new Promise((resolve) => setImmediate(resolve));
    cache.clear();
    release();
    expect((await answer).body).toContain('old stock');
    await slow.close();
    await get('/en-int/watches');
    expect(renders).toEqual(['/en-int/watches', '/en-int/watches']);
    await get('/en-int/missing');
    await get('/en-int/missing');
    expect(renders.filter((url) => url === '/en-int/missing')).toHaveLength(2);
  });
});

describe("the store's web app manifest in the shell", () => {
  test.each([
    ['the production build (minified)', '<link rel=manifest href=/manifest.webmanifest>'],
    ['a development build', '<link rel="manifest" href="/manifest.webmanifest" />'],
  ])('is named in %s', (_build, link) => {
    const shell = `<!doctype html><html lang=en><head>${link}<title>shell</title></head></html>`;
    expect(withStoreManifest(shell, 'fr-ch')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest?store=fr-ch"',
    );
    expect(withStoreManifest(shell, 'fr-ch')).not.toContain('href=/manifest.webmanifest>');
  });

  test('leaves a shell without a manifest link as it is', () => {
    const shell = '<!doctype html><link rel=icon href=/favicon.svg><title>shell</title>';
    expect(withStoreManifest(shell, 'fr-ch')).toBe(shell);
  });
});
