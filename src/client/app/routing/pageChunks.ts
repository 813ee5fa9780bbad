import { parseCatalogPath } from '../../../common/store-page';

/**
 * The build chunk (webpackChunkName) of a route's lazy page, as the route's `handle`: a server render links
 * the page's stylesheet and script from the build's manifest, so the page is styled from its first paint and
 * hydrates without waiting for a chunk request.
 */
export interface PageChunkHandle {
  chunk: string | ((params: Record<string, string | undefined>) => string);
}

export const pageChunk = (chunk: PageChunkHandle['chunk']): { handle: PageChunkHandle } => ({
  handle: { chunk },
});

/** The router's `*`: a product page or a category page (CatalogPathRoute). */
export const catalogPathChunk = (params: Record<string, string | undefined>): string =>
  parseCatalogPath(params['*'] ?? '').kind === 'product' ? 'page-product' : 'page-category';

interface Match {
  route: { handle?: unknown };
  params: Record<string, string | undefined>;
}

const isChunkHandle = (handle: unknown): handle is PageChunkHandle =>
  typeof handle === 'object' && handle !== null && 'chunk' in handle;

/** The chunks of the routes a location matched, outermost first. */
export function chunksOfMatches(matches: readonly Match[]): string[] {
  return matches.flatMap(({ route: { handle }, params }) => {
    if (!isChunkHandle(handle)) return [];
    return [typeof handle.chunk === 'function' ? handle.chunk(params) : handle.chunk];
  });
}
