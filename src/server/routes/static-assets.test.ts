import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test-utils/test-app';

// Issue 18: the build writes a Brotli and a gzip copy beside each text asset (config/webpack/compression.ts);
// the server sends the one the browser accepts as it is, never compressing again, and every hashed asset is
// kept a year. Unhashed answers (the page shell, robots.txt) are kept briefly or revalidated.
const SCRIPT = `export const watches = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Watch ${i}`))};\n`;
const FILE = 'page-home.1a2b3c4d.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Marked so the test can tell the prebuilt copies from anything compressed on the fly.
const BROTLI = brotliCompressSync(`${SCRIPT}// prebuilt br\n`);
const GZIP = gzipSync(`${SCRIPT}// prebuilt gz\n`);

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'static-assets-'));
  mkdirSync(join(clientDir, 'static/assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(clientDir, 'static', FILE), SCRIPT);
  writeFileSync(join(clientDir, 'static', `${FILE}.br`), BROTLI);
  writeFileSync(join(clientDir, 'static', `${FILE}.gz`), GZIP);
  writeFileSync(join(clientDir, 'static/assets/dial.5e6f7a8b.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({}, { clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const asset = (path: string, acceptEncoding?: string) =>
  t.app.inject({
    url: `/static/${path}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

test('a browser that accepts Brotli gets the prebuilt Brotli file, kept a year, varying on Accept-Encoding', async () => {
  const res = await asset(FILE, 'gzip, deflate, br');
  expect({
    status: res.statusCode,
    encoding: res.headers['content-encoding'],
    type: res.headers['content-type'],
    cache: res.headers['cache-control'],
  }).toEqual({
    status: 200,
    encoding: 'br',
    type: 'application/javascript; charset=utf-8',
    cache: IMMUTABLE,
  });
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(res.rawPayload.equals(BROTLI)).toBe(true);
});

test('a browser without Brotli gets the prebuilt gzip file', async () => {
  const res = await asset(FILE, 'gzip');
  expect([res.headers['content-encoding'], res.headers['cache-control']]).toEqual(['gzip', IMMUTABLE]);
  expect(res.rawPayload.equals(GZIP)).toBe(true);
});

test('a client that accepts no encoding gets the plain file, still varying on Accept-Encoding', async () => {
  const res = await asset(FILE);
  expect([res.statusCode, res.headers['content-encoding'], res.body]).toEqual([200, undefined, SCRIPT]);
  expect(res.headers['cache-control']).toBe(IMMUTABLE);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
});

test('hashed media (pictures and fonts the build emits) are kept a year too', async () => {
  const res = await asset('assets/dial.5e6f7a8b.png', 'gzip, br');
  expect([res.statusCode, res.headers['cache-control'], res.headers['content-encoding']]).toEqual([
    200,
    IMMUTABLE,
    undefined,
  ]);
});

test('unhashed answers are not kept a year: the page shell is revalidated, robots.txt kept an hour', async () => {
  const shell = await t.app.inject({ url: '/en-int/', headers: { accept: 'text/html' } });
  expect(shell.headers['cache-control']).toBe('private, no-cache');
  const robots = await t.app.inject({ url: '/robots.txt' });
  expect([robots.statusCode, robots.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
});
