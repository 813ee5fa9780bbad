import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test-utils/test-app';

/** A page is answered before any route (spa.ts), so compression is asked for there: a 111 KiB page went raw. */
const SHELL = `<!doctype html><html lang="en"><title>shell</title><body>${'<p>Maison Aurèle</p>'.repeat(200)}</body></html>`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-compression-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  t = await createTestApp({}, { clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

test('a page is compressed for a browser that accepts it, and identical once decompressed', async () => {
  const res = await t.app.inject({
    url: '/en-int/watches',
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  });
  expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'gzip']);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SHELL);
});

test('a client that accepts no encoding gets the page as it is', async () => {
  const res = await t.app.inject({ url: '/en-int/watches', headers: { accept: 'text/html' } });
  expect([res.headers['content-encoding'], res.body]).toEqual([undefined, SHELL]);
});

test('Brotli first when the browser offers it; a coding refused with q=0 is not used', async () => {
  const page = (acceptEncoding: string) =>
    t.app.inject({
      url: '/en-int/watches',
      headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
    });
  const br = await page('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SHELL);
  expect((await page('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  expect((await page('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
});
