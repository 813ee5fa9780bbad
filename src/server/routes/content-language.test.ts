import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { storeCodeOfPath } from '../plugins/content-language';
import { openTestDatabase, type TestDatabase } from '../test-utils/test-db';

// As the production build writes it (minified: attributes without quotes).
const SHELL =
  '<!doctype html><html lang=en><head><link rel=manifest href=/manifest.webmanifest></head><body><div id=root></div></body></html>';

let database: TestDatabase;
let app: FastifyInstance;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'language-client-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    env: {
      validateResponses: true,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'silent',
      nodeEnv: 'test',
    },
    clientDir,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the language of an answer (issue 13)', () => {
  test('finds the store code in page, controller and REST paths only', () => {
    expect(storeCodeOfPath('/fr-ch/checkout/cart')).toBe('fr-ch');
    expect(storeCodeOfPath('/rest/ja-jp/V1/store/config')).toBe('ja-jp');
    expect(storeCodeOfPath('/media/brand/logo.svg')).toBeNull();
    expect(storeCodeOfPath('/healthz')).toBeNull();
  });

  test.each([
    ['fr-ch', 'fr', 'fr-CH'],
    ['de-ch', 'de', 'de-CH'],
    ['ja-jp', 'ja', 'ja-JP'],
    ['en-int', 'en', 'en-GB'],
  ])(
    'a page of %s is served in %s: the shell says so from its first byte',
    async (code, language, locale) => {
      const res = await app.inject({
        method: 'GET',
        url: `/${code}/watches`,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(locale);
      expect(res.body).toContain(`<html lang="${language}">`);
      // The installed shop opens on this store: Chromium reads the manifest the HTML names first.
      expect(res.body).toContain(`<link rel="manifest" href="/manifest.webmanifest?store=${code}">`);
    },
  );

  test('API answers of a store carry its language; an unknown store and paths outside a store none', async () => {
    const api = await app.inject({ method: 'GET', url: '/rest/de-ch/V1/store/config' });
    expect([api.statusCode, api.headers['content-language']]).toEqual([200, 'de-CH']);
    const unknown = await app.inject({
      method: 'GET',
      url: '/xx-yy/watches',
      headers: { accept: 'text/html' },
    });
    expect(unknown.headers['content-language']).toBeUndefined();
    // The shell as built: the default language and manifest, untouched.
    expect(unknown.body).toContain('<html lang=en>');
    expect(unknown.body).toContain('<link rel=manifest href=/manifest.webmanifest>');
    expect(
      (await app.inject({ method: 'GET', url: '/healthz' })).headers['content-language'],
    ).toBeUndefined();
  });
});
