import type { PageMeta } from './headRecord';

/** One `<meta>` of the head: `name` or `property`, and its content (null: the tag is absent). */
export interface MetaTag {
  key: 'name' | 'property';
  value: string;
  content: string | null;
}

/**
 * The head's meta tags for a page, in one list for both writers: the browser's (useDocumentMeta) and the
 * server renderer's (ssr/headHtml.ts), so a hydrated page updates exactly the tags the server wrote.
 * `absolute` resolves a store path against the page's origin.
 */
export function metaTags(meta: PageMeta, absolute: (path: string | null) => string | null): MetaTag[] {
  const canonical = absolute(meta.canonicalPath);
  const image = absolute(meta.imageUrl);
  return [
    { key: 'name', value: 'description', content: meta.description },
    { key: 'property', value: 'og:type', content: meta.ogType },
    { key: 'property', value: 'og:site_name', content: meta.siteName },
    { key: 'property', value: 'og:title', content: meta.title },
    { key: 'property', value: 'og:description', content: meta.description },
    { key: 'property', value: 'og:url', content: canonical },
    { key: 'property', value: 'og:image', content: image },
    { key: 'name', value: 'twitter:card', content: meta.twitterCard },
    { key: 'name', value: 'twitter:title', content: meta.title },
    { key: 'name', value: 'twitter:description', content: meta.description },
    { key: 'name', value: 'twitter:image', content: image },
    { key: 'name', value: 'robots', content: meta.robots },
  ];
}
