import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, headMeta, renderApp, server, structuredDataInHead } from '../../test-utils';
import { chronographInTwoSizes } from '../../test-utils/fixtures';

const ORIGIN = window.location.origin;
const PAGE = `${ORIGIN}/en-int/heritage-chronograph.html`;

test("a product page's head: its breadcrumbs and the watch with one offer per variant, and a product card", async () => {
  server.use(http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(chronographInTwoSizes)));
  renderApp('/en-int/heritage-chronograph.html?variant=104');
  await screen.findByRole('heading', { level: 1, name: 'Heritage Chronograph' });
  await waitFor(() => expect(structuredDataInHead()).toHaveLength(2));
  expect(structuredDataInHead()).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en-int/` },
        { '@type': 'ListItem', position: 2, name: 'Watches', item: `${ORIGIN}/en-int/watches` },
        { '@type': 'ListItem', position: 3, name: 'Heritage', item: `${ORIGIN}/en-int/watches/heritage` },
        { '@type': 'ListItem', position: 4, name: 'Heritage Chronograph', item: PAGE },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Heritage Chronograph',
      description:
        'A column-wheel chronograph whose dial recalls the 1950s.\n\nHand-wound, hand-finished, and regulated in six positions.',
      sku: 'MA-HER-CHR-01',
      url: PAGE,
      image: [
        `${ORIGIN}/media/catalog/product/MA-HER-CHR-01-BLU-40/front.svg`,
        `${ORIGIN}/media/catalog/product/MA-HER-CHR-01-BLU-40/back.svg`,
      ],
      brand: { '@type': 'Brand', name: 'Maison Aurèle' },
      offers: [
        {
          '@type': 'Offer',
          url: `${PAGE}?variant=102`,
          sku: 'MA-HER-CHR-01-BLU-40',
          price: 6450,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          url: `${PAGE}?variant=104`,
          sku: 'MA-HER-CHR-01-BLU-42',
          price: 6950,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    },
  ]);
  expect(headMeta('og:type')).toBe('product');
  expect(headMeta('twitter:card')).toBe('summary_large_image');
  expect(headMeta('twitter:image')).toBe(`${ORIGIN}/media/share/product/MA-HER-CHR-01-BLU-40/front.png`);
  expect(headMeta('twitter:description')).toBe('A column-wheel chronograph whose dial recalls the 1950s.');
});
