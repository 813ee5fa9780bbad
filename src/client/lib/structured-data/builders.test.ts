import type { StoreConfig } from '../../api/store';
import type { StoreLocatorShopPage } from '../../api/storeLocator';
import { contractExample } from '../../test-utils';
import { chronographInTwoSizes, jaJpStoreConfig } from '../../test-utils/fixtures';
import { breadcrumbListJsonLd } from './breadcrumbs';
import { organizationJsonLd, searchUrlTemplate, webSiteJsonLd } from './home';
import { productJsonLd } from './product';
import { storeJsonLd } from './store';

const ORIGIN = 'https://shop.example';
const enInt = () => contractExample<StoreConfig>('getStoreConfig');

describe('home: Organization and WebSite', () => {
  test('the house with its home page and logo, absolute', () => {
    expect(organizationJsonLd(enInt(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Aurèle',
      url: 'https://shop.example/en-int/',
      logo: 'https://shop.example/media/brand/logo.svg',
    });
  });

  test('the search action names the results page with the placeholder in plain braces', () => {
    expect(searchUrlTemplate(ORIGIN, 'fr-fr')).toBe(
      'https://shop.example/fr-fr/catalogsearch/result/?q={search_term_string}',
    );
    expect(webSiteJsonLd(enInt(), ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Maison Aurèle',
      url: 'https://shop.example/en-int/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/en-int/catalogsearch/result/?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

test('a breadcrumb trail is numbered from 1 with absolute URLs, absolute ones kept', () => {
  const list = breadcrumbListJsonLd(
    [
      { name: 'Home', url: '/en-int/' },
      { name: 'Watches', url: 'https://other.example/en-int/watches' },
    ],
    ORIGIN,
  );
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en-int/' },
    { '@type': 'ListItem', position: 2, name: 'Watches', item: 'https://other.example/en-int/watches' },
  ]);
});

describe('product', () => {
  test('one offer per variant, in major units, with its stock and its ?variant= address', () => {
    const product = productJsonLd(chronographInTwoSizes, enInt(), ORIGIN);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Heritage Chronograph',
      description:
        'A column-wheel chronograph whose dial recalls the 1950s.\n\nHand-wound, hand-finished, and regulated in six positions.',
      sku: 'MA-HER-CHR-01',
      url: 'https://shop.example/en-int/heritage-chronograph.html',
      image: [
        'https://shop.example/media/catalog/product/MA-HER-CHR-01-BLU-40/front.svg',
        'https://shop.example/media/catalog/product/MA-HER-CHR-01-BLU-40/back.svg',
      ],
      brand: { '@type': 'Brand', name: 'Maison Aurèle' },
      offers: [
        {
          '@type': 'Offer',
          url: 'https://shop.example/en-int/heritage-chronograph.html?variant=102',
          sku: 'MA-HER-CHR-01-BLU-40',
          price: 6450,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          url: 'https://shop.example/en-int/heritage-chronograph.html?variant=104',
          sku: 'MA-HER-CHR-01-BLU-42',
          price: 6950,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });

  test('a product without variants has one offer; yen have no minor unit', () => {
    const simple = {
      ...chronographInTwoSizes,
      url: '/ja-jp/heritage-chronograph.html',
      variants: [],
      price: { currency: 'JPY', amount: 980000, rrp: null },
      is_saleable: false,
    };
    expect(productJsonLd(simple, jaJpStoreConfig, ORIGIN).offers).toEqual([
      {
        '@type': 'Offer',
        url: 'https://shop.example/ja-jp/heritage-chronograph.html',
        sku: 'MA-HER-CHR-01',
        price: 980000,
        priceCurrency: 'JPY',
        availability: 'https://schema.org/OutOfStock',
      },
    ]);
  });
});

describe('boutique: Store', () => {
  test('address, phone, place on the map and the week, ISO weekdays as schema.org days', () => {
    const page = contractExample<StoreLocatorShopPage>('getStoreLocatorShop');
    expect(storeJsonLd(page, '/en-int/storelocator/geneva', ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Maison Aurèle Geneva',
      url: 'https://shop.example/en-int/storelocator/geneva',
      telephone: '+41 22 310 18 87',
      email: 'geneva@maison-aurele.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue du Rhône 62',
        postalCode: '1204',
        addressLocality: 'Geneva',
        addressCountry: 'CH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 46.20301, longitude: 6.14902 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '10:00',
          closes: '18:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '10:00',
          closes: '12:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '14:00',
          closes: '17:00',
        },
      ],
    });
  });
});
