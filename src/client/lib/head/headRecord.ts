import { createContext, useContext } from 'react';

/** What a page says about itself for the document's head: the same values the browser writes after render. */
export interface PageMeta {
  title: string;
  description: string;
  /** Store-relative path of the page's one address (category without filters, product without variant). */
  canonicalPath: string | null;
  /** 'noindex, follow' or 'noindex, nofollow' for pages that should not be indexed (lib/head/robots.ts). */
  robots: string | null;
  /** The picture a shared link shows (a path of the site, or absolute): og:image and twitter:image. */
  imageUrl: string | null;
  /** og:type: 'product' on a product page, 'website' on every other. */
  ogType: 'website' | 'product';
  /** og:site_name: the brand's name; null outside a loaded store. */
  siteName: string | null;
  /** twitter:card: a large picture when the page has one (`imageUrl`), else the plain summary. */
  twitterCard: 'summary' | 'summary_large_image';
}

/**
 * The head of a page being rendered on the server. A server render has no effects, so the hooks that write the
 * head in the browser (`useDocumentMeta`, `useStructuredData`) record into this during render instead; the
 * renderer then writes it into the page's `<head>`. Null in the browser.
 */
export interface HeadRecord {
  /** The last page meta rendered wins: the routed page renders after the frame. */
  meta: PageMeta | null;
  /** schema.org JSON-LD objects, one `<script type="application/ld+json">` each. */
  structuredData: object[];
}

export const HeadRecordContext = createContext<HeadRecord | null>(null);

export const newHeadRecord = (): HeadRecord => ({ meta: null, structuredData: [] });

/** Records the page's meta (the last page rendered wins); a function, so render code never assigns into the context. */
export function recordPageMeta(record: HeadRecord, meta: PageMeta): void {
  record.meta = meta;
}

/** Records one JSON-LD object, once: a component may render more than once (a retried suspense boundary). */
export function recordStructuredData(
  record: HeadRecord,
  data: object,
  same: (a: object, b: object) => boolean,
): void {
  if (!record.structuredData.some((recorded) => same(recorded, data))) record.structuredData.push(data);
}

/** The server render's record, or null in the browser. */
export const useHeadRecord = (): HeadRecord | null => useContext(HeadRecordContext);
