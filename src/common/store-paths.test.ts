import { bindStorePaths, STORE_ROUTES, storePaths, withStoreCode } from './store-paths';

describe('store paths', () => {
  test('every page lives under its store code', () => {
    expect(storePaths.home('en-int')).toBe('/en-int/');
    expect(storePaths.product('ja-jp', 'navigator-40')).toBe('/ja-jp/navigator-40.html');
    expect(storePaths.category('en-int', 'watches/navigator')).toBe('/en-int/watches/navigator');
    expect(storePaths.page('en-int', '/stories/x')).toBe('/en-int/stories/x');
    expect(storePaths.story('de-ch', 'regulation')).toBe('/de-ch/stories/regulation');
    expect(storePaths.cart('en-int')).toBe('/en-int/checkout/cart');
    expect(storePaths.cart('en-int', 'declined')).toBe('/en-int/checkout/cart?payment=declined');
    expect(storePaths.checkout('en-int')).toBe('/en-int/checkout');
    expect(storePaths.checkoutSuccess('en-int')).toBe('/en-int/checkout/onepage/success');
    expect(storePaths.signIn('en-int')).toBe('/en-int/customer/account/login');
    expect(storePaths.compare('en-int')).toBe('/en-int/catalog/product_compare');
    expect(storePaths.newsletterSubscribe('en-int')).toBe('/en-int/checkout/newsletter/subscribe');
    expect(storePaths.account('en-int')).toBe('/en-int/customer/account');
    expect(storePaths.orderHistory('en-int')).toBe('/en-int/sales/order/history');
    expect(storePaths.orderHistory('en-int', '2')).toBe('/en-int/sales/order/history?p=2');
    expect(storePaths.myWatches('en-int')).toBe('/en-int/registermywatch/customer/index');
  });

  test('the sign-in page carries where to go back to', () => {
    expect(storePaths.signIn('en-int', '/en-int/sales/order/history?p=2')).toBe(
      '/en-int/customer/account/login?referer=%2Fen-int%2Fsales%2Forder%2Fhistory%3Fp%3D2',
    );
  });

  test('search and straps carry their query, encoded', () => {
    expect(storePaths.search('en-int')).toBe('/en-int/catalogsearch/result/');
    expect(storePaths.search('en-int', '  steel & gold ')).toBe(
      '/en-int/catalogsearch/result/?q=steel%20%26%20gold',
    );
    expect(storePaths.compatibleStraps('en-int')).toBe('/en-int/straps/compatible');
    expect(storePaths.compatibleStraps('en-int', 'NAV-40/B')).toBe(
      '/en-int/straps/compatible?sku=NAV-40%2FB',
    );
  });

  test('the routes the router declares are the ones the builders produce', () => {
    for (const [name, route] of Object.entries(STORE_ROUTES)) {
      if (route.includes(':')) continue;
      const build = bindStorePaths('en-int')[name as keyof typeof STORE_ROUTES] as () => string;
      expect(build().split('?')[0]).toMatch(new RegExp(`^/en-int/${route}/?$`));
    }
  });

  test('the address book, its form posts and its delete link (spec 7)', () => {
    expect(storePaths.addressBook('en-int')).toBe('/en-int/customer/address');
    expect(storePaths.addressBook('en-int', 'saved')).toBe('/en-int/customer/address?result=saved');
    expect(storePaths.addressFormPost('en-int')).toBe('/en-int/customer/address/formPost');
    expect(storePaths.addressFormPost('en-int', '12')).toBe('/en-int/customer/address/formPost/id/12');
    expect(storePaths.addressDelete('en-int', '12', 'k3y/+')).toBe(
      '/en-int/customer/address/delete/id/12/form_key/k3y%2F%2B',
    );
  });

  test('bound builders keep the store code', () => {
    const paths = bindStorePaths('fr-fr');
    expect(paths.product('heritage-38')).toBe('/fr-fr/heritage-38.html');
    expect(paths.search('tourbillon')).toBe('/fr-fr/catalogsearch/result/?q=tourbillon');
  });

  test('withStoreCode swaps the first segment only', () => {
    expect(withStoreCode('/xx-yy/watches/heritage', 'en-int')).toBe('/en-int/watches/heritage');
    expect(withStoreCode('/xx-yy', 'en-int')).toBe('/en-int/');
    expect(withStoreCode('/xx-yy/', 'en-int')).toBe('/en-int/');
  });
});
