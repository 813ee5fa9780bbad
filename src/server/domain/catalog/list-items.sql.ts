import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { catalogCacheFor, LIST_ITEM_TTL_MS } from './catalog-cache';
import { loadStoreTexts } from './store-texts';
import { productImagePath } from './urls';
import { storePaths } from '../../../common/store-paths';

type ListItem = components['schemas']['ProductListItem'];
type Variation = components['schemas']['ProductVariation'];
type Image = components['schemas']['Image'];

interface ProductRow {
  id: number;
  parent_id: number | null;
  sku: string;
  name: string;
  url_key: string | null;
  category_type: number;
  collection_id: number | null;
  collection_name: string | null;
  colour_id: number | null;
  colour_label: string | null;
  colour_swatch: string | null;
  case_size: string | null;
  amount: number | null;
  rrp: number | null;
  qty: number;
  image: Image | null;
}

// The page's products and their variations, then price and stock looked up per row by primary key: `limit 1`
// keeps the planner from flattening those lookups into joins that hash every price and stock row of the
// catalogue (which it chose at 20,000 products without statistics: 350 ms for 12 items).
const ROWS_SQL = `
select p.id, p.parent_id, p.sku, p.name, p.url_key, p.category_type,
       col.id as collection_id, col.name as collection_name,
       co.id as colour_id, co.label as colour_label, co.swatch as colour_swatch, cs.label as case_size,
       pr.amount, pr.rrp, coalesce(s.qty, 0) as qty,
       (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
          from product_media m where m.product_id = p.id and m.media_type = 'image'
         order by m.position, m.id limit 1) as image
  from product p
  left join collection col on col.id = p.collection_id
  left join attribute_option co on co.id = p.colour_option_id
  left join attribute_option cs on cs.id = p.case_size_option_id
  left join lateral (select amount, rrp from product_price
                      where product_id = p.id and currency_code = $2 limit 1) pr on true
  left join lateral (select qty from stock_item where product_id = p.id limit 1) s on true
 where p.id = any($1::int[]) or p.parent_id = any($1::int[])
 order by p.position, p.id`;

type StoreRef = { id: number; code: string; currencyCode: string };

/**
 * List items for the given top-level products, in the order of `ids`, each with its variations. Outside a
 * transaction they come from the catalogue cache, which forgets them when stock or prices change (and after
 * LIST_ITEM_TTL_MS at the latest); they are shared between requests, hence frozen.
 */
export async function loadListItems(
  db: Queryable,
  ids: number[],
  store: StoreRef,
  /** Set to when the oldest item served was read: an answer built from them may be kept until that expires. */
  readAt?: { oldest: number },
): Promise<ListItem[]> {
  const cache = catalogCacheFor(db);
  if (!cache) return queryListItems(db, ids, store);
  const since = cache.generation;
  const keyOf = (id: number) => `${store.code}|${store.currencyCode}|${id}`;
  const found = new Map<number, ListItem>();
  const now = Date.now();
  if (readAt) readAt.oldest = Math.min(readAt.oldest, now);
  for (const id of ids) {
    const hit = cache.listItems.get(keyOf(id));
    if (hit && now - hit.at < LIST_ITEM_TTL_MS) {
      found.set(id, hit.item);
      if (readAt) readAt.oldest = Math.min(readAt.oldest, hit.at);
    }
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const loaded = await queryListItems(db, missing, store);
    // Read before a stock change that committed meanwhile: serve it to this request, keep none of it.
    const current = cache.generation.stock === since.stock;
    for (const item of loaded) {
      found.set(item.id, deepFreeze(item));
      if (current) cache.listItems.set(keyOf(item.id), { item, at: now });
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

async function queryListItems(db: Queryable, ids: number[], store: StoreRef): Promise<ListItem[]> {
  if (!ids.length) return [];
  const [{ rows }, texts] = await Promise.all([
    db.query<ProductRow>(ROWS_SQL, [ids, store.currencyCode]),
    loadStoreTexts(db, store.id),
  ]);
  const nameOf = (r: ProductRow) => texts.text('product', r.id, 'name', r.name);
  const price = (r: ProductRow) => ({ currency: store.currencyCode, amount: r.amount ?? 0, rrp: r.rrp });
  const image = (r: ProductRow): Image =>
    r.image ?? { url: productImagePath(r.sku), alt: nameOf(r), width: 800, height: 800 };
  const byId = new Map(rows.filter((r) => r.parent_id === null).map((r) => [r.id, r]));
  const children = new Map<number, ProductRow[]>();
  for (const r of rows)
    if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);

  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p || !p.url_key) return [];
    const url = storePaths.product(store.code, p.url_key);
    const variations: Variation[] = (children.get(id) ?? []).map((v) => ({
      id: v.id,
      sku: v.sku,
      name: nameOf(v),
      colour:
        v.colour_id !== null && v.colour_label && v.colour_swatch
          ? {
              id: v.colour_id,
              label: texts.text('attribute_option', v.colour_id, 'label', v.colour_label),
              swatch: v.colour_swatch,
            }
          : null,
      case_size: v.case_size,
      price: price(v),
      is_saleable: v.qty > 0,
      stock_status: v.qty > 0 ? 'in_stock' : 'out_of_stock',
      image: image(v),
      url: `${url}?variant=${v.id}`,
    }));
    const initial = variations.find((v) => v.is_saleable) ?? variations[0];
    const saleable = variations.length ? variations.some((v) => v.is_saleable) : p.qty > 0;
    return [
      {
        id: p.id,
        sku: p.sku,
        name: nameOf(p),
        url_key: p.url_key,
        url,
        collection:
          p.collection_id !== null
            ? {
                id: p.collection_id,
                name: texts.text('collection', p.collection_id, 'name', p.collection_name ?? ''),
              }
            : null,
        case_size: initial?.case_size ?? p.case_size,
        price: initial?.price ?? price(p),
        is_saleable: saleable,
        stock_status: saleable ? 'in_stock' : 'out_of_stock',
        image: initial?.image ?? image(p),
        category_type: p.category_type,
        initial_variation_id: initial?.id ?? null,
        variations,
      },
    ];
  });
}
