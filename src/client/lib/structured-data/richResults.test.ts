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
 * `richResultErrors` runs @adobe/structured-data-validator and keeps its errors (see richResultsCheck.ts).
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

  test('the check does fail: a product without offers, an offer without a price, an unnamed crumb', async () => {
    const product = productJsonLd(chronographInTwoSizes, contractExample('getStoreConfig'), ORIGIN);
    const { offers, ...withoutOffers } = product as typeof product & { offers: Record<string, unknown>[] };
    const [firstOffer] = offers;
    const unpriced = { ...product, offers: [{ ...firstOffer, price: undefined }] };
    const unnamed = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en-int/` },
        { '@type': 'ListItem', position: 2, item: `${ORIGIN}/en-int/watches` },
      ],
    };
    expect(await richResultErrors(html(withoutOffers, unpriced, unnamed))).toEqual([
      'Product: One of the following attributes is required: "aggregateRating", "offers" or "review"',
      'Product: Required attribute "offers" is missing',
      'Product: One of the following conditions needs to be met: Required attribute "price" is missing or Required attribute "priceSpecification.price" is missing',
      'BreadcrumbList: One of the following conditions needs to be met: Required attribute "name" is missing or Required attribute "item.name" is missing',
    ]);
  });

  test('recommended fields are warnings, not failures: a product with offers but no reviews passes', async () => {
    // Google recommends aggregateRating and review; the house has neither, and its products still qualify.
    const product = productJsonLd(chronographInTwoSizes, contractExample('getStoreConfig'), ORIGIN);
    expect(product).not.toHaveProperty('aggregateRating');
    expect(await richResultErrors(html(product))).toEqual([]);
  });
});
