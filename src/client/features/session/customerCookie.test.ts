import { appStarted } from '../../events/appStarted';
import { makeStore } from '../../app/store';
import '../../test-utils';
import { parseCustomerCookie, syncCustomerCookie } from './customerCookie';

const toBase64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
const setCustomerCookie = (value: string) => {
  document.cookie = `caseback_customer=${encodeURIComponent(value)}; path=/`;
};
const customerCookiePresent = () => document.cookie.includes('caseback_customer=');

describe('customer cookie (spec 3, Customer session data)', () => {
  test('base64 JSON with a valid email is copied to session storage, then the cookie is cleared', () => {
    const data = { email: 'anna.keller@example.com', firstname: 'Anna', lastname: 'Keller' };
    setCustomerCookie(toBase64(data));
    syncCustomerCookie();
    expect(JSON.parse(sessionStorage.getItem('customer') ?? 'null')).toEqual(data);
    expect(customerCookiePresent()).toBe(false);
  });

  test('non-ASCII names survive the base64 round trip', () => {
    setCustomerCookie(toBase64({ email: 'zoe@example.ch', firstname: 'Zoë', lastname: 'Müller' }));
    syncCustomerCookie();
    expect(JSON.parse(sessionStorage.getItem('customer') ?? 'null')).toMatchObject({ firstname: 'Zoë' });
  });

  test.each([
    ['an invalid email', toBase64({ email: 'anna.keller@example', firstname: 'Anna' })],
    ['no email', toBase64({ firstname: 'Anna' })],
    ['text that is not base64 JSON', 'not%%base64'],
  ])('%s is ignored and the cookie still cleared', (_case, value) => {
    sessionStorage.setItem('customer', JSON.stringify({ email: 'earlier@example.com' }));
    setCustomerCookie(value);
    syncCustomerCookie();
    expect(JSON.parse(sessionStorage.getItem('customer') ?? 'null')).toEqual({
      email: 'earlier@example.com',
    });
    expect(customerCookiePresent()).toBe(false);
  });

  test("'logout' removes the stored customer and clears the cookie", () => {
    sessionStorage.setItem('customer', JSON.stringify({ email: 'anna.keller@example.com' }));
    setCustomerCookie('logout');
    syncCustomerCookie();
    expect(sessionStorage.getItem('customer')).toBeNull();
    expect(customerCookiePresent()).toBe(false);
  });

  test('without the cookie nothing changes', () => {
    sessionStorage.setItem('customer', '{"email":"anna.keller@example.com"}');
    expect(syncCustomerCookie()).toBeNull();
    expect(sessionStorage.getItem('customer')).toBe('{"email":"anna.keller@example.com"}');
  });

  test('the app applies the cookie when it starts', () => {
    setCustomerCookie(toBase64({ email: 'anna.keller@example.com' }));
    makeStore().dispatch(appStarted());
    expect(sessionStorage.getItem('customer')).toBe('{"email":"anna.keller@example.com"}');
    expect(customerCookiePresent()).toBe(false);
  });

  test('parseCustomerCookie tells the three cases apart', () => {
    expect(parseCustomerCookie('logout')).toEqual({ kind: 'logout' });
    expect(parseCustomerCookie(toBase64({ email: 'a@b.co' }))).toEqual({
      kind: 'customer',
      data: { email: 'a@b.co' },
    });
    expect(parseCustomerCookie(toBase64(['a@b.co']))).toEqual({ kind: 'invalid' });
  });
});
