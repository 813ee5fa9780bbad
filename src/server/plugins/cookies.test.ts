import Fastify from 'fastify';
import { parseCookieHeader, registerCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a browser cookie header, keeping the first of duplicate names', () => {
    expect(parseCookieHeader('a=1; form_key=AbC; a=2; bad name=x; c="quoted%20v"')).toEqual({
      a: '1',
      form_key: 'AbC',
      c: 'quoted v',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('serializes with the attributes the session needs', () => {
    expect(
      serializeCookie('caseback_session', 'tok', {
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 60,
        secure: true,
      }),
    ).toBe('caseback_session=tok; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(() => serializeCookie('bad name', 'x')).toThrow('Invalid cookie name');
  });
});

describe('reply.setCookie', () => {
  it('sets each name once: a later value replaces the earlier one, other cookies stay', async () => {
    const app = Fastify();
    registerCookies(app);
    app.get('/', async (_request, reply) =>
      reply.setCookie('a', '1').setCookie('b', '2').setCookie('a', '3').setCookie('b', '4').send('ok'),
    );
    const res = await app.inject({ url: '/' });
    await app.close();
    expect(res.headers['set-cookie']).toEqual(['a=3; Path=/', 'b=4; Path=/']);
  });
});
