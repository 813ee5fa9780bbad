import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { bundle } from '../../common/contract/bundle';
import { findOperation } from '../../common/contract/operations';
import { registerErrorHandling } from '../plugins/errors';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { apiDocsRoutes } from './api-docs';

/** The policy the reference needs in Chromium (measured by test/e2e/api-docs.e2e.ts), and nothing more. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; " +
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' " +
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='; img-src 'self' data:; worker-src blob:; " +
  "connect-src 'self'; form-action 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

let scratch: string;
let t: TestApp;
beforeAll(async () => {
  // A real `npm run docs` into a build folder of this suite's own (build/docs beside build/client).
  scratch = mkdtempSync(join(tmpdir(), 'api-docs-'));
  const built = spawnSync(process.execPath, ['scripts/docs/build.mjs', join(scratch, 'docs')], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`npm run docs failed: ${built.stderr}`);
  t = await createTestApp({}, { clientDir: join(scratch, 'client') });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html,*/*;q=0.8' } });

describe('/docs, the API reference', () => {
  it('moves /docs to the folder /docs/, keeping the query', async () => {
    const res = await get('/docs?from=readme');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/docs/?from=readme');
  });

  it("answers /docs/ with the page, its own policy, and only its own files' scripts", async () => {
    const res = await get('/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain('<title>Caseback storefront API reference</title>');
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ' defer src="redoc.standalone.js"',
      ' defer src="docs.js"',
    ]);
    expect(scripts.map(([, , inline]) => inline)).toEqual(['', '']);
    // Nothing from another host: no absolute URL in a src or href.
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("serves Redoc's bundle without the CDN logo, and the init script", async () => {
    const redoc = await get('/docs/redoc.standalone.js');
    expect(redoc.statusCode).toBe(200);
    expect(redoc.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(redoc.body).toContain('API docs by Redocly');
    expect(redoc.body).not.toContain('cdn.redoc.ly');
    const init = await get('/docs/docs.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("window.Redoc.init('storefront.json', options, root,");
  });

  it('serves the bundled contract, with the examples the MSW handlers answer', async () => {
    const res = await get('/docs/storefront.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const served = res.json() as typeof bundle;
    expect(served).toEqual(bundle);
    // The first 200 example of an operation is what the client tests' MSW handler answers (test-utils/server.ts).
    const config = findOperation('getStoreConfig').responses['200']!.examples[0]![1] as {
      store_name: string;
    };
    expect(config.store_name).toBe('International (English)');
    expect(JSON.stringify(served)).toContain('"store_name":"International (English)"');
  });

  it('answers the page only at /docs/: its file name is not found, and so is a file that is not there', async () => {
    expect((await get('/docs/index.html')).statusCode).toBe(404);
    expect((await get('/docs/missing.js')).statusCode).toBe(404);
  });
});

describe('/docs before `npm run docs`', () => {
  it('answers 503 saying how to build it', async () => {
    // The route alone over a folder that does not exist, with the app's error handling.
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    await apiDocsRoutes(bare, join(scratch, 'not-built'));
    try {
      const res = await bare.inject({ url: '/docs/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'service_unavailable',
        message: 'The API reference is not built yet: run `npm run docs`.',
      });
      expect((await bare.inject({ url: '/docs/docs.js' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
