import { sameSitePath } from './safe-redirect';
import { hasStoreCodeShape } from './store-codes';

describe('store codes', () => {
  test('the shape is language-country', () => {
    expect(['en-int', 'ja-jp', 'de-ch'].every(hasStoreCodeShape)).toBe(true);
    expect(['EN-INT', 'watches', 'en_int', ''].some(hasStoreCodeShape)).toBe(false);
  });
});

describe('redirects after sign-in stay on the site', () => {
  test.each([
    ['/en-int/watches', '/en-int/watches'],
    [`${window.location.origin}/en-int/account`, '/en-int/account'],
    ['//evil.example/en-int/', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    [null, null],
  ])('%j -> %j', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected);
  });
});
