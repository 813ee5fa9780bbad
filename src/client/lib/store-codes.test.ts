import { sameSitePath } from './safe-redirect';
import { hasStoreCodeShape, withStoreCode } from './store-codes';

describe('store codes', () => {
  test('the shape is language-country', () => {
    expect(['en-int', 'ja-jp', 'de-ch'].every(hasStoreCodeShape)).toBe(true);
    expect(['EN-INT', 'watches', 'en_int', ''].some(hasStoreCodeShape)).toBe(false);
  });

  test('withStoreCode swaps the first segment only', () => {
    expect(withStoreCode('/xx-yy/watches/heritage', 'en-int')).toBe('/en-int/watches/heritage');
    expect(withStoreCode('/xx-yy', 'en-int')).toBe('/en-int/');
    expect(withStoreCode('/xx-yy/', 'en-int')).toBe('/en-int/');
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
