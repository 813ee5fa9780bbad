export const MEDIA_VIEWS = ['front', 'side', 'back'] as const;
export type MediaView = (typeof MEDIA_VIEWS)[number];

/** Where catalogue images are served from; the seed stores these URLs in product_media. */
export const PRODUCT_MEDIA_PREFIX = '/media/catalog/product/';

const SKU = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/;
const PATH = /^([A-Z0-9-]{1,40})\/(front|side|back)\.svg$/;

export const isValidSku = (sku: string): boolean => SKU.test(sku);

export function productMediaUrl(sku: string, view: MediaView): string {
  if (!isValidSku(sku)) throw new Error(`Not a media SKU: ${sku}`);
  return `${PRODUCT_MEDIA_PREFIX}${sku}/${view}.svg`;
}

/**
 * `MA-HER-CHR-01-BLU-40/front.svg` -> { sku, view }. Anything else is refused: the SKU becomes a query
 * parameter and the result a file-like URL, so nothing outside [A-Z0-9-] may pass (no dots, no slashes).
 */
export function parseMediaPath(path: string): { sku: string; view: MediaView } | null {
  const match = PATH.exec(
    path.startsWith(PRODUCT_MEDIA_PREFIX) ? path.slice(PRODUCT_MEDIA_PREFIX.length) : path,
  );
  if (!match) return null;
  const [, sku, view] = match;
  if (!sku || !isValidSku(sku)) return null;
  return { sku, view: view as MediaView };
}
