import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { RETIRING_WORKER } from '../plugins/service-worker';
import { openTestDatabase, type TestDatabase } from '../test-utils/test-db';

// The service worker's server side (README "Offline and updates"): the worker at the root, never cached by the
// browser's HTTP cache; the offline page with a policy of its own; the manifest per store; the icons.
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const OFFLINE =
  '<!doctype html><html><head><script defer="defer" src="/static/offline.1a2b3c4d.js"></script>' +
  '<link href="/static/offline.1a2b3c4d.css" rel="stylesheet"></head><body><main id="offline"></main></body></html>';
const WORKER = 'self.__precache = ["/static/main.1a2b3c4d.js"];';

let database: TestDatabase;
let clientDir: string;
const apps: FastifyInstance[] = [];

const start = async (serviceWorker?: boolean) => {
  const app = await buildApp({
    db: database.db,
    env: {
      validateResponses: true,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'warn',
      nodeEnv: 'test',
      serverRendering: false,
      ...(serviceWorker === undefined ? {} : { serviceWorker }),
    },
    clientDir,
    logger: false,
  });
  apps.push(app);
  return app;
};

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'sw-client-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, 'offline.html'), OFFLINE);
  writeFileSync(join(clientDir, 'sw.js'), WORKER);
  database = await openTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('/sw.js', () => {
  it('answers the built worker, to be checked with the server on every load, for the whole shop', async () => {
    const app = await start();
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WORKER);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('answers a worker that empties the caches and unregisters itself when SERVICE_WORKER=false', async () => {
    const app = await start(false);
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(RETIRING_WORKER);
    expect(res.body).toContain('self.registration.unregister()');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('/offline.html', () => {
  it('answers the built offline page with a policy that allows its own script and stylesheet only', async () => {
    const app = await start();
    const res = await app.inject('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(OFFLINE);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; manifest-src 'self'; " +
        "form-action 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
});

describe('the page shell policy', () => {
  it('allows this origin’s worker and manifest, which script-src with strict-dynamic would not', async () => {
    const app = await start();
    const res = await app.inject({ url: '/en-int/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('/manifest.webmanifest', () => {
  it('describes the store asked for: its home page, its language, the house’s name, colours and icons', async () => {
    const app = await start();
    const res = await app.inject('/manifest.webmanifest?store=fr-ch');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.json()).toEqual({
      id: '/fr-ch/',
      name: 'Maison Aurèle',
      short_name: 'Maison Aurèle',
      description: 'Montres mécaniques, collections et bracelets de la maison.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/fr-ch/',
      scope: '/',
      display: 'standalone',
      background_color: '#f7f4ef',
      theme_color: '#f7f4ef',
      icons: [
        { src: '/media/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/media/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/media/brand/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('describes the default store for no store or an unknown one', async () => {
    const app = await start();
    for (const url of ['/manifest.webmanifest', '/manifest.webmanifest?store=xx-yy']) {
      const res = await app.inject(url);
      expect(res.json()).toMatchObject({ start_url: '/en-int/', lang: 'en' });
    }
  });

  it('serves the icons it names as PNG images of their size', async () => {
    const app = await start();
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
    ] as const) {
      const res = await app.inject(`/media/brand/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // The IHDR chunk's width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});
