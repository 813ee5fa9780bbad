import { LRUCache } from 'lru-cache';

/** A page as answered before this answer's nonce goes in: the same bytes for every visitor of its URL. */
export interface CachedPage {
  /** The HTML with `NONCE_SLOT` where the answer's CSP nonce goes. */
  readonly html: string;
  readonly etag: string;
}

export interface PageCacheOptions {
  /** Bound on the HTML kept, in UTF-16 code units (a rendered page is 60 to 400 thousand). */
  maxChars: number;
  /**
   * How long a page is served from memory at most. The change feed empties the cache at once on a catalogue
   * or stock change; this bounds what it does not carry (the clock: an opening hour, a popup's dates).
   */
  ttlMs: number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { maxChars: 64 * 1024 * 1024, ttlMs: 60_000 };

/**
 * Rendered public pages by URL. A server render costs 20 to 80 ms of the event loop (see README "Server
 * rendering"); the page is the same for every visitor until the catalogue, the stock or the clock moves it,
 * so it is rendered once per URL and kept until then. `clear` is wired to the database's change feed, so every
 * process forgets on every change, wherever it was made.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private clears = 0;

  constructor(options: PageCacheOptions = PAGE_CACHE_DEFAULTS) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxChars,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: options.ttlMs,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** What a render started now must hand back to `set`: a page rendered across a change is not kept. */
  get generation(): number {
    return this.clears;
  }

  set(key: string, page: CachedPage, renderedSince: number): void {
    if (renderedSince === this.clears) this.pages.set(key, page);
  }

  /** Replaces the page kept under `key` by a better one (its critical CSS inline), if it is still `kept`. */
  upgrade(key: string, kept: CachedPage, better: CachedPage): void {
    if (this.pages.peek(key) === kept) this.pages.set(key, better);
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
  }
}
