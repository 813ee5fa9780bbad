/**
 * The names the service worker keeps its answers under, shared with the offline page (which lists the kept
 * pages) and the registration. Pages and catalogue answers are kept per build (`{prefix}{version}`): a new
 * version's worker deletes the older versions' on activation, so a kept page never asks for chunks that are
 * gone, nor reads data in a shape the new code does not expect.
 */
export const PAGES_CACHE_PREFIX = 'caseback-pages-';
export const CATALOGUE_CACHE_PREFIX = 'caseback-catalogue-';
/** Images outlive a build: the same URL is the same picture. */
export const IMAGES_CACHE = 'caseback-images';

/** The offline page, precached; the worker answers it for a page that cannot be loaded or found in the cache. */
export const OFFLINE_PAGE_URL = '/offline.html';

/** What the page posts to a waiting worker to make it take over (only then: see README "Offline and updates"). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** What the page posts after the app routed to another page in the browser: the worker keeps it too. */
export const PAGE_SEEN_MESSAGE = 'PAGE_SEEN';

/** A short stable hash of the precache list: the build's version, as the worker knows it. */
export function buildVersion(
  manifest: readonly (string | { url: string; revision?: string | null })[],
): string {
  const text = manifest
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`))
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
