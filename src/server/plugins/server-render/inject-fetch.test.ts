import Fastify, { type FastifyInstance } from 'fastify';
import { injectFetch } from './inject-fetch';

const apps: FastifyInstance[] = [];
afterEach(() => Promise.all(apps.splice(0).map((server) => server.close())));

/** A bare app with the kinds of answer the renderer's API calls get. */
async function app() {
  const server = Fastify();
  apps.push(server);
  server.get('/rest/en-int/V1/thing', (request, reply) =>
    reply
      .status(201)
      .header('x-store', 'en-int')
      .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
      .send({ query: request.query, requestedWith: request.headers['x-requested-with'] ?? null }),
  );
  server.delete('/rest/en-int/V1/thing', (_request, reply) => reply.status(204).send());
  server.post('/rest/en-int/V1/echo', (request, reply) =>
    reply.send({ body: request.body, type: request.headers['content-type'] }),
  );
  server.get('/missing', (_request, reply) => reply.status(404).send({ message: 'No such thing' }));
  await server.ready();
  return server;
}

test('status, headers (each Set-Cookie apart), JSON body, query and request headers pass through', async () => {
  const fetch = injectFetch(await app());
  const answer = await fetch('http://localhost/rest/en-int/V1/thing?sku=MA-1&x=%C3%A9', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status).toBe(201);
  expect(answer.headers.get('x-store')).toBe('en-int');
  expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  expect(await answer.json()).toEqual({ query: { sku: 'MA-1', x: 'é' }, requestedWith: 'XMLHttpRequest' });
});

test('a 204 answer has no body', async () => {
  const fetch = injectFetch(await app());
  const answer = await fetch('http://localhost/rest/en-int/V1/thing', { method: 'DELETE' });
  expect(answer.status).toBe(204);
  expect(answer.body).toBeNull();
  expect(await answer.text()).toBe('');
});

test("a POST's body and content type reach the route", async () => {
  const fetch = injectFetch(await app());
  const answer = await fetch('http://localhost/rest/en-int/V1/echo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ qty: 2, sku: 'MA-1' }),
  });
  expect(await answer.json()).toEqual({ body: { qty: 2, sku: 'MA-1' }, type: 'application/json' });
});

test('a Request object is accepted as fetch accepts it, and an error status is an answer, not a throw', async () => {
  const fetch = injectFetch(await app());
  const answer = await fetch(new Request('http://localhost/missing'));
  expect(answer.status).toBe(404);
  expect(answer.ok).toBe(false);
  expect(await answer.json()).toEqual({ message: 'No such thing' });
});
