import { render } from '@testing-library/react';
import { useDocumentMeta, type DocumentMetaExtras } from './useDocumentMeta';

function Page({ title, extras }: { title: string; extras?: DocumentMetaExtras }) {
  useDocumentMeta(title, `About ${title}`, extras);
  return null;
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('document metadata', () => {
  test('title, description, canonical URL (absolute) and sharing tags', () => {
    render(
      <Page
        title="Watches | Maison Aurèle"
        extras={{ canonicalPath: '/en-int/watches', imageUrl: '/media/hero/1.svg' }}
      />,
    );
    expect(document.title).toBe('Watches | Maison Aurèle');
    expect(meta('meta[name="description"]')).toBe('About Watches | Maison Aurèle');
    expect(canonical()?.href).toBe(`${window.location.origin}/en-int/watches`);
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}/en-int/watches`);
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/media/hero/1.svg`);
    expect(meta('meta[name="robots"]')).toBeUndefined();
  });

  test("the next page's metadata replaces the previous page's, canonical and robots included", () => {
    const { rerender } = render(<Page title="Watches" extras={{ canonicalPath: '/en-int/watches' }} />);
    rerender(<Page title="Search" extras={{ robots: 'noindex, follow' }} />);
    expect(document.title).toBe('Search');
    expect(canonical()).toBeNull();
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
