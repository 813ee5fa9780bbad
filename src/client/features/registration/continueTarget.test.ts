import { continueTarget } from './continueTarget';

describe('Continue on the confirmation step (spec 2.8)', () => {
  test("on a page whose URL contains 'registermywatch' it only closes, whatever the redirect", () => {
    expect(
      continueTarget('https://shop.test/en-int/registermywatch/register', '/en-int/customer/account/'),
    ).toEqual({
      kind: 'close',
    });
  });

  test('otherwise it goes to redirect_url', () => {
    expect(continueTarget('https://shop.test/en-int/', '/en-int/customer/account/')).toEqual({
      kind: 'navigate',
      url: '/en-int/customer/account/',
    });
  });

  test('or closes when redirect_url is empty', () => {
    expect(continueTarget('https://shop.test/en-int/', null)).toEqual({ kind: 'close' });
    expect(continueTarget('https://shop.test/en-int/', '')).toEqual({ kind: 'close' });
  });
});
