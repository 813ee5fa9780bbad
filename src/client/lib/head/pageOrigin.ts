import { createContext, useContext } from 'react';

/**
 * The origin (`https://shop.example`) absolute URLs in the head are built on: canonical links, shared images and
 * every URL in the JSON-LD. A server render has no window, so its renderer provides the request's origin here;
 * in the browser nothing needs to, and the page's own origin is used.
 */
export const PageOriginContext = createContext<string | null>(null);

export function usePageOrigin(): string {
  const provided = useContext(PageOriginContext);
  if (provided) return provided;
  if (typeof window === 'undefined')
    throw new Error('A server render must provide PageOriginContext (the request origin) for absolute URLs');
  return window.location.origin;
}

/** `path` (or an absolute URL, kept as it is) resolved against `origin`. */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href;
