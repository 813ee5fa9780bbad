import { parseCookieHeader, serializeCookie } from './cookies';

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
