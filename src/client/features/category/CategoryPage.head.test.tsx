import { screen, waitFor } from '@testing-library/react';
import { headMeta, renderApp, structuredDataInHead } from '../../test-utils';

const ORIGIN = window.location.origin;

describe("a category page's head", () => {
  test('its place in the tree as a BreadcrumbList, and the plain category is indexed', async () => {
    renderApp('/en-int/watches/heritage');
    await screen.findByRole('heading', { level: 1, name: 'Heritage' });
    await waitFor(() => expect(headMeta('robots')).toBeUndefined());
    expect(structuredDataInHead()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en-int/` },
          { '@type': 'ListItem', position: 2, name: 'Watches', item: `${ORIGIN}/en-int/watches` },
          { '@type': 'ListItem', position: 3, name: 'Heritage', item: `${ORIGIN}/en-int/watches/heritage` },
        ],
      },
    ]);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/en-int/watches/heritage`,
    );
  });

  test('a sorted view is not indexed and names the plain category as canonical', async () => {
    renderApp('/en-int/watches/heritage?sort=price&dir=desc');
    await screen.findByRole('heading', { level: 1, name: 'Heritage' });
    await waitFor(() => expect(headMeta('robots')).toBe('noindex, follow'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/en-int/watches/heritage`,
    );
  });

  test('page 2 of the plain listing is indexed under its own address', async () => {
    renderApp('/en-int/watches?p=2');
    await screen.findByRole('heading', { level: 1, name: 'Watches' });
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${ORIGIN}/en-int/watches?p=2`,
      ),
    );
    expect(headMeta('robots')).toBeUndefined();
  });
});
