import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSpa } from './spa';

const SHELL = '<!doctype html><title>shell</title>';
let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  app = Fastify();
  await registerSpa(app, clientDir, 'en-int', false);
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

  test('leaves store-scoped controllers, other shapes and non-HTML requests to their routes', async () => {
    expect((await page('/en-int/customer/ajax/login')).json()).toEqual({ api: true });
    expect((await page('/EN-INT/watches')).statusCode).toBe(404);
    expect((await page('/english/watches')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/en-int/watches' })).statusCode).toBe(404);
  });

  test('sends the root to the default store home', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/en-int/']);
  });
});
