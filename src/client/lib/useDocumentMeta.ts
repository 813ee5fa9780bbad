import { useEffect } from 'react';
import { useHeadRecord } from './head/headRecord';

export interface DocumentMetaExtras {
  /** Store-relative path of the page's one address (category without filters, product without variant). */
  canonicalPath?: string | null;
  /** 'noindex, follow' for pages that should not be indexed themselves (search results). */
  robots?: string | null;
  /** The picture a shared link shows. */
  imageUrl?: string | null;
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

function setCanonical(path: string | null | undefined): void {
  if (!path) {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  headElement('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).href = new URL(path, window.location.origin).href;
}

/**
 * In the browser, sets the tab title, the meta description, the canonical URL and the tags a shared link shows;
 * a page that gives no canonical path or robots rule removes the previous page's, so nothing leaks across
 * navigations. In a server render, records the same values for the page's <head> (lib/head/headRecord.ts).
 */
export function useDocumentMeta(title: string, description: string, extras: DocumentMetaExtras = {}): void {
  const { canonicalPath, robots, imageUrl } = extras;
  // On the server there are no effects: the render records the page's meta for the renderer's <head>.
  const record = useHeadRecord();
  if (record) {
    record.meta = {
      title,
      description,
      canonicalPath: canonicalPath ?? null,
      robots: robots ?? null,
      imageUrl: imageUrl ?? null,
    };
  }
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', canonicalPath ? new URL(canonicalPath, window.location.origin).href : null);
    setMeta('property', 'og:image', imageUrl ? new URL(imageUrl, window.location.origin).href : null);
    setMeta('name', 'robots', robots);
    setCanonical(canonicalPath);
  }, [title, description, canonicalPath, robots, imageUrl]);
}
