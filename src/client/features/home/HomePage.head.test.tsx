import { screen } from '@testing-library/react';
import { headMeta, renderApp, structuredDataInHead } from '../../test-utils';

const ORIGIN = window.location.origin;

test('the home page tells search engines who the house is and how to search the store', async () => {
  renderApp('/en-int/');
  await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
  expect(structuredDataInHead()).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison Aurèle',
      url: `${ORIGIN}/en-int/`,
      logo: `${ORIGIN}/media/brand/logo.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Maison Aurèle',
      url: `${ORIGIN}/en-int/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${ORIGIN}/en-int/catalogsearch/result/?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ]);
  expect(headMeta('og:type')).toBe('website');
  expect(headMeta('og:site_name')).toBe('Maison Aurèle');
  expect(headMeta('twitter:card')).toBe('summary');
  expect(headMeta('twitter:title')).toBe('Maison Aurèle | Swiss watchmakers since 1887');
  expect(headMeta('robots')).toBeUndefined();
});
