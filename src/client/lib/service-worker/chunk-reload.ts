/**
 * After a deploy, a page opened before it may ask for a chunk the server no longer has (its name holds the old
 * content hash). Such a failure reloads the page once, which brings the new build; a second failure at the same
 * address is a real one and is left to the error boundary.
 */
const KEY = 'caseback_chunk_reload';

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message));

interface Page {
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserPage = (): Page | null =>
  typeof window === 'undefined'
    ? null
    : { href: window.location.href, storage: window.sessionStorage, reload: () => window.location.reload() };

/** Reloads the page for a chunk that failed to load, once per address; true when it did. */
export function reloadOnceForChunk(error: unknown, page: Page | null = browserPage()): boolean {
  if (!page || !isChunkLoadError(error) || page.storage.getItem(KEY) === page.href) return false;
  page.storage.setItem(KEY, page.href);
  page.reload();
  return true;
}

/** A chunk loaded: a later failure may reload again. */
export function chunkLoaded(
  storage: Pick<Storage, 'removeItem'> | null = browserPage()?.storage ?? null,
): void {
  storage?.removeItem(KEY);
}
