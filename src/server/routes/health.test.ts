import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('reports ok with the database driver in use', async () => {
  const res = await t.app.inject({ url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toMatchObject({
    status: 'ok',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  });
});

it('answers 503 in the error shape when the database is gone', async () => {
  const spy = jest.spyOn(t.db, 'query').mockRejectedValueOnce(new Error('connection lost'));
  const res = await t.app.inject({ url: '/healthz' });
  spy.mockRestore();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: 'service_unavailable', message: 'The database is not reachable.' });
});
