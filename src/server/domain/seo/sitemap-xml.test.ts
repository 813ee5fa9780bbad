import { escapeXml, sitemapIndexXml, sitemapXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves, in text and attributes', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = sitemapXml([
      {
        loc: 'https://shop.example/en-int/a.html?x=1&y=<2>',
        lastmod: null,
        alternates: [{ hreflang: 'en', href: 'https://shop.example/en-int/a.html?x=1&y="2"' }],
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://shop.example/en-int/a.html?x=1&amp;y=&lt;2&gt;</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en-int/a.html?x=1&amp;y=&quot;2&quot;"/>' +
        '</url>\n</urlset>\n',
    );
  });

  it('writes an index entry without lastmod when there is no date', () => {
    expect(sitemapIndexXml([{ loc: 'https://shop.example/en-int/sitemap.xml', lastmod: null }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/en-int/sitemap.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
