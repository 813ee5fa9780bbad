import type { components } from '../../../common/contract/schema.gen';
import { storeIntl } from '../i18n/store-intl';
import type { Queryable } from '../../db/types';
import { loadListItems } from '../catalog/list-items.sql';
import type { StoreView } from '../store/store-registry';
import { compareRows, type Specification } from './attributes';
import { ownerCondition, type CompareOwner } from './owner';
import { MAX_COMPARE_ITEMS } from './rules';

type CompareList = components['schemas']['CompareList'];

/** The owner's products that are still on sale (visible), oldest first: what the list shows and counts. */
export async function compareProductIds(q: Queryable, owner: CompareOwner): Promise<number[]> {
  const where = ownerCondition(owner, 1);
  const { rows } = await q.query<{ product_id: number }>(
    `select ci.product_id from compare_item ci join product p on p.id = ci.product_id and p.is_visible
      where ci.${where.sql} order by ci.added_at, ci.id`,
    [where.param],
  );
  return rows.map((r) => r.product_id);
}

/** The list as the compare page renders it, priced in the store's currency by the catalogue's own SQL. */
export async function loadCompareList(
  q: Queryable,
  owner: CompareOwner,
  store: StoreView,
): Promise<CompareList> {
  const ids = await compareProductIds(q, owner);
  const [items, specs] = await Promise.all([
    loadListItems(q, ids, store),
    q.query<{ id: number; specifications: Specification[] }>(
      'select id, specifications from product where id = any($1::int[])',
      [ids],
    ),
  ]);
  const specifications = new Map(specs.rows.map((r) => [r.id, r.specifications]));
  const rows = compareRows(
    items.map((item) => ({ item, specifications: specifications.get(item.id) ?? [] })),
    storeIntl(store),
  );
  return {
    count: items.length,
    max_items: MAX_COMPARE_ITEMS,
    attribute_labels: rows.labels,
    items: items.map((item, i) => ({
      id: item.id,
      sku: item.sku,
      name: item.name,
      url: item.url,
      image: item.image,
      collection: item.collection,
      price: item.price,
      is_saleable: item.is_saleable,
      stock_status: item.stock_status,
      attributes: rows.valuesOf(i),
    })),
  };
}
