import Fastify from 'fastify';
import { isLoopbackClient } from './dev-tools-access';

/** What isLoopbackClient says of a request from `remoteAddress` with these headers. */
async function loopback(remoteAddress: string, headers: Record<string, string> = {}): Promise<boolean> {
  const app = Fastify();
  app.get('/', async (request) => ({ loopback: isLoopbackClient(request) }));
  const res = await app.inject({ url: '/', remoteAddress, headers });
  await app.close();
  return (res.json() as { loopback: boolean }).loopback;
}

describe('a client on this machine', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1', {}],
    ['any 127/8 address', '127.1.2.3', {}],
    ['IPv6 loopback', '::1', { host: '[::1]:3000' }],
    ['IPv4 loopback on a dual-stack socket', '::ffff:127.0.0.1', { host: '127.0.0.1:3000' }],
    ['a local proxy forwarding a local client', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, ::1' }],
    ['a *.localhost name', '127.0.0.1', { host: 'shop.localhost:3000' }],
  ])('is %s', async (_what, address, headers) => {
    expect(await loopback(address, headers)).toBe(true);
  });

  it.each([
    ['another machine', '192.0.2.10', {}],
    ['another machine on a dual-stack socket', '::ffff:192.0.2.10', {}],
    ['a forwarded visitor', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' }],
    ['a visitor named in Forwarded', '127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711"' }],
    ['an empty forwarding entry', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1,,' }],
    ['a rebound DNS name', '127.0.0.1', { host: 'attacker.example' }],
  ])('is not %s', async (_what, address, headers) => {
    expect(await loopback(address, headers)).toBe(false);
  });
});
