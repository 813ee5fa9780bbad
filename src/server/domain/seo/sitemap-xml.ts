/** The sitemaps.org protocol's namespace (sitemap and sitemap index alike) and XHTML's, for hreflang links. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value as XML: the five characters the protocol asks to escape, as entities. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export interface Alternate {
  /** A BCP 47 tag (`fr-CH`), or `x-default`. */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  /** Absolute, already percent-encoded (a `URL`'s href). */
  loc: string;
  lastmod: string | null;
  alternates: Alternate[];
}

export interface IndexEntry {
  loc: string;
  lastmod: string | null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const element = (name: string, text: string | null) =>
  text === null ? '' : `<${name}>${escapeXml(text)}</${name}>`;

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map(
    (u) =>
      `<url>${element('loc', u.loc)}${element('lastmod', u.lastmod)}` +
      u.alternates
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join('') +
      '</url>\n',
  );
  return `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body.join('')}</urlset>\n`;
}

export function sitemapIndexXml(entries: readonly IndexEntry[]): string {
  const body = entries.map(
    (e) => `<sitemap>${element('loc', e.loc)}${element('lastmod', e.lastmod)}</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${body.join('')}</sitemapindex>\n`;
}
