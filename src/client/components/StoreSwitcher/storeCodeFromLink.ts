/**
 * Spec 2.1: the store switcher takes the store code from the 4th path segment of the chosen link. The link's
 * `href` property is always absolute (`https://shop.example/fr-ch/`); split on '/', its segments are the
 * scheme (`https:`), the empty segment between the two slashes, the host and then the store code, 4th. This is
 * Magento's reading, and it holds for this shop because every store path starts with the store code.
 */
export function storeCodeFromLink(href: string): string | null {
  const code = href.split('/')[3];
  return code ? code : null;
}
