import type { Queryable } from '../../db/types';
import { loadListItems } from '../catalog/list-items.sql';
import type { ProductListItem } from './block-data';
import { findListableProducts } from './content.sql';

/** How content code reports an editor's mistake without failing the page (pino's argument order). */
export type ContentWarn = (details: Record<string, unknown>, message: string) => void;

/**
 * List items for several SKU lists at once (one lookup, one list-item load), each list in its own order.
 * SKUs that name no visible top-level product are left out and reported: an editor's typo or a product
 * taken offline must not take the home page down with it.
 */
export async function resolveProductLists(
  db: Queryable,
  store: { id: number; code: string; currencyCode: string },
  lists: { source: string; skus: string[] }[],
  warn: ContentWarn,
): Promise<ProductListItem[][]> {
  const wanted = [...new Set(lists.flatMap((l) => l.skus))];
  const ids = await findListableProducts(db, wanted);
  for (const { source, skus } of lists) {
    const unknown = skus.filter((sku) => !ids.has(sku));
    if (unknown.length) {
      warn(
        { store: store.code, source, skus: unknown },
        'Content names SKUs that are not visible products; they are left out',
      );
    }
  }
  const items = await loadListItems(db, [...new Set(ids.values())], store);
  const byId = new Map(items.map((item) => [item.id, item]));
  // A SKU named twice in one list is shown once.
  return lists.map(({ skus }) =>
    [...new Set(skus)].flatMap((sku) => {
      const item = byId.get(ids.get(sku) ?? -1);
      return item ? [item] : [];
    }),
  );
}
