import type { StoreConfig } from '../../api/store';
import type { StoreLocatorShopPage } from '../../api/storeLocator';
import { contractExample } from '../../test-utils';
import { chronographInTwoSizes } from '../../test-utils/fixtures';
import { serializeJsonLd } from '../head/jsonLd';
import { breadcrumbListJsonLd } from './breadcrumbs';
import { organizationJsonLd, webSiteJsonLd } from './home';
import { productJsonLd } from './product';
import { richResultErrors } from './richResultsCheck';
import { storeJsonLd } from './store';

/**
 * Every builder's JSON-LD, written as the head writes it, passes Google's rich results requirements.
 * `richResultErrors` is the one seam to switch to @adobe/structured-data-validator (see richResultsCheck.ts).
 */
const ORIGIN = 'https://shop.example';
const html = (...objects: object[]) =>
  objects.map((o) => `<script type="application/ld+json">${serializeJsonLd(o)}</script>`).join('');

describe('rich results requirements', () => {
  test('home: Organization and WebSite', async () => {
    const config = contractExample<StoreConfig>('getStoreConfig');
    expect(
      await richResultErrors(html(organizationJsonLd(config, ORIGIN), webSiteJsonLd(config, ORIGIN))),
    ).toEqual([]);
  });

  test('product page: Product with offers, and its BreadcrumbList', async () => {
    const config = contractExample<StoreConfig>('getStoreConfig');
    const crumbs = [{ name: 'Home', url: '/en-int/' }, ...chronographInTwoSizes.breadcrumbs];
    expect(
      await richResultErrors(
        html(productJsonLd(chronographInTwoSizes, config, ORIGIN), breadcrumbListJsonLd(crumbs, ORIGIN)),
      ),
    ).toEqual([]);
  });

  test('boutique page: Store', async () => {
    const page = contractExample<StoreLocatorShopPage>('getStoreLocatorShop');
    expect(await richResultErrors(html(storeJsonLd(page, '/en-int/storelocator/geneva', ORIGIN)))).toEqual(
      [],
    );
  });

  test('the check does fail: relative URLs and a product without offers are reported', async () => {
    const broken = {
      ...productJsonLd(chronographInTwoSizes, contractExample('getStoreConfig'), ORIGIN),
      offers: [],
    };
    const relative = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/en-int/' }],
    };
    expect(await richResultErrors(html(broken, relative))).toEqual([
      'Product: offers (or review or aggregateRating)',
      'BreadcrumbList: at least two ListItems',
      'ListItem 1: item must be absolute',
    ]);
  });
});
