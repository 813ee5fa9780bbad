import { useContext, useEffect } from 'react';
import { recordPageMeta, useHeadRecord, type PageMeta } from './head/headRecord';
import { metaTags } from './head/metaTags';
import { StoreConfigContext } from './store-config';

export interface DocumentMetaExtras {
  /** Store-relative path of the page's one address (category without filters, product without variant). */
  canonicalPath?: string | null;
  /** A rule of lib/head/robots.ts for pages that should not be indexed themselves (search results). */
  robots?: string | null;
  /** The picture a shared link shows. */
  imageUrl?: string | null;
  /** 'product' on a product page; every other page is a 'website' (the default). */
  ogType?: PageMeta['ogType'];
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
}

function setMeta(key: 'name' | 'property', value: string, content: string | null | undefined): void {
  const selector = `meta[${key}="${value}"]`;
  if (!content) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(key, value);
    return meta;
  }).content = content;
}

function setCanonical(url: string | null): void {
  if (!url) {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  headElement('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).href = url;
}

const absolute = (path: string | null): string | null =>
  path ? new URL(path, window.location.origin).href : null;

/** Writes one page's meta into document.head (the browser's side of the HeadRecord). */
function writeHead(meta: PageMeta): void {
  document.title = meta.title;
  for (const tag of metaTags(meta, absolute)) setMeta(tag.key, tag.value, tag.content);
  setCanonical(absolute(meta.canonicalPath));
}

/**
 * In the browser, sets the tab title, the meta description, the canonical URL and the tags a shared link shows
 * (Open Graph and Twitter cards); a page that gives no canonical path, robots rule or picture removes the
 * previous page's, so nothing leaks across navigations. In a server render, records the same values for the
 * page's <head> (lib/head/headRecord.ts).
 */
export function useDocumentMeta(title: string, description: string, extras: DocumentMetaExtras = {}): void {
  // Not useStoreConfig: the meta tags are also written by pages rendered before a store has loaded.
  const siteName = useContext(StoreConfigContext)?.brand.name ?? null;
  const canonicalPath = extras.canonicalPath ?? null;
  const robots = extras.robots ?? null;
  const imageUrl = extras.imageUrl ?? null;
  const ogType = extras.ogType ?? 'website';
  const twitterCard = imageUrl ? 'summary_large_image' : 'summary';
  // On the server there are no effects: the render records the page's meta for the renderer's <head>.
  const record = useHeadRecord();
  if (record) {
    recordPageMeta(record, {
      title,
      description,
      canonicalPath,
      robots,
      imageUrl,
      ogType,
      siteName,
      twitterCard,
    });
  }
  useEffect(() => {
    writeHead({ title, description, canonicalPath, robots, imageUrl, ogType, siteName, twitterCard });
  }, [title, description, canonicalPath, robots, imageUrl, ogType, siteName, twitterCard]);
}
