import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { jaJpStoreConfig } from '../test-utils/fixtures';
import { HeadRecordContext, newHeadRecord } from './head/headRecord';
import { StoreConfigContext } from './store-config';
import { useDocumentMeta, type DocumentMetaExtras } from './useDocumentMeta';

function Page({ title, extras }: { title: string; extras?: DocumentMetaExtras }) {
  useDocumentMeta(title, `About ${title}`, extras);
  return null;
}

function InStore({ title, extras }: { title: string; extras?: DocumentMetaExtras }) {
  return (
    <StoreConfigContext.Provider value={jaJpStoreConfig}>
      <Page title={title} extras={extras} />
    </StoreConfigContext.Provider>
  );
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('document metadata', () => {
  test('title, description, canonical URL (absolute) and sharing tags', () => {
    render(
      <InStore
        title="Watches | Maison Aurèle"
        extras={{ canonicalPath: '/en-int/watches', imageUrl: '/media/hero/1.svg' }}
      />,
    );
    expect(document.title).toBe('Watches | Maison Aurèle');
    expect(meta('meta[name="description"]')).toBe('About Watches | Maison Aurèle');
    expect(canonical()?.href).toBe(`${window.location.origin}/en-int/watches`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:site_name"]')).toBe('Maison Aurèle');
    expect(meta('meta[property="og:title"]')).toBe('Watches | Maison Aurèle');
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/en-int/watches`);
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/media/hero/1.svg`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:title"]')).toBe('Watches | Maison Aurèle');
    expect(meta('meta[name="twitter:description"]')).toBe('About Watches | Maison Aurèle');
    expect(meta('meta[name="twitter:image"]')).toBe(`${window.location.origin}/media/hero/1.svg`);
    expect(meta('meta[name="robots"]')).toBeUndefined();
  });

  test("the next page's metadata replaces the previous page's, canonical, robots and picture included", () => {
    const { rerender } = render(
      <InStore
        title="Navigator"
        extras={{ canonicalPath: '/en-int/navigator.html', imageUrl: '/n.svg', ogType: 'product' }}
      />,
    );
    expect(meta('meta[property="og:type"]')).toBe('product');
    rerender(<InStore title="Search" extras={{ robots: 'noindex, follow' }} />);
    expect(document.title).toBe('Search');
    expect(canonical()).toBeNull();
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:image"]')).toBeUndefined();
    expect(meta('meta[property="og:image"]')).toBeUndefined();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  test('outside a loaded store there is no site name', () => {
    render(<Page title="Loading" />);
    expect(meta('meta[property="og:site_name"]')).toBeUndefined();
  });

  test('a server render records the page meta for the renderer, the last page rendered winning', () => {
    const record = newHeadRecord();
    renderToString(
      <HeadRecordContext.Provider value={record}>
        <InStore title="Frame" />
        <InStore
          title="Navigator"
          extras={{ canonicalPath: '/en-int/navigator.html', imageUrl: '/n.svg', ogType: 'product' }}
        />
      </HeadRecordContext.Provider>,
    );
    expect(record.meta).toEqual({
      title: 'Navigator',
      description: 'About Navigator',
      canonicalPath: '/en-int/navigator.html',
      robots: null,
      imageUrl: '/n.svg',
      ogType: 'product',
      siteName: 'Maison Aurèle',
      twitterCard: 'summary_large_image',
    });
  });
});
