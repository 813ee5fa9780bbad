/** A product picture's path on the shop's media routes (`/media/catalog/product/{sku}/{view}.svg`). */
const PRODUCT_PICTURE = /^\/media\/catalog\/product\/([^/]+)\/([a-z-]+)\.svg$/;

/**
 * The picture a link preview shows for a product picture: its PNG rendition at 1200 x 630 (the server's
 * `media-share.ts`), since social networks and messengers do not show SVG. Any other URL is kept as it is.
 */
export function shareImageOf(url: string | null): string | null {
  return url?.replace(PRODUCT_PICTURE, '/media/share/product/$1/$2.png') ?? null;
}
