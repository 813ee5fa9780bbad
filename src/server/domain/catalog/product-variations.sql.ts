import type { components } from '../../../common/contract/schema.gen';
import { SERVER_LABELS } from '../i18n/server-labels';
import { storeIntl } from '../i18n/store-intl';
import type { Queryable } from '../../db/types';
import { loadListItems } from './list-items.sql';
import { storePaths } from '../../../common/store-paths';

type ProductPageVariations = components['schemas']['ProductPageVariations'];
type VariationFilter = components['schemas']['VariationFilter'];

/** Enough cards to fill the carousel a few times over without making the product page heavy. */
const MAX_CARDS = 12;

interface MemberRow {
  id: number;
  material: string | null;
  collection_name: string | null;
  collection_path: string | null;
}

// The product itself comes first, then its family (product_family) in catalogue order.
const MEMBERS_SQL = `
select p.id, m.label as material, col.name as collection_name, cat.url_path as collection_path
  from product_family me
  join product_family f on f.family = me.family
  join product p on p.id = f.product_id and p.is_visible and p.parent_id is null
  left join attribute_option m on m.id = p.material_option_id
  left join collection col on col.id = p.collection_id
  left join lateral (
    select c.url_path from category c where c.collection_id = p.collection_id order by c.level desc, c.id limit 1
  ) cat on true
 where me.product_id = $1
 order by (p.id = $1) desc, p.position, p.id
 limit ${MAX_CARDS}`;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The product page's variations carousel (spec 3 "Product-page variations"): the product's family, with a
 * filter per case material (they toggle) when there are several, and a filter for the product's collection
 * that leads to the collection's page (a filter with a url navigates). Undefined when the family is the
 * product alone.
 */
export async function loadProductPageVariations(
  db: Queryable,
  store: { id: number; code: string; currencyCode: string; languageCode: string; locale: string },
  productId: number,
  itemsReadAt?: { oldest: number },
): Promise<ProductPageVariations | undefined> {
  const { rows } = await db.query<MemberRow>(MEMBERS_SQL, [productId]);
  if (rows.length < 2) return undefined;
  const items = await loadListItems(
    db,
    rows.map((r) => r.id),
    store,
    itemsReadAt,
  );
  const filters: VariationFilter[] = [];
  const materials = new Map<string, number[]>();
  for (const r of rows)
    if (r.material) materials.set(r.material, [...(materials.get(r.material) ?? []), r.id]);
  if (materials.size > 1) {
    for (const [label, ids] of materials) {
      filters.push({ filter_id: `material-${slug(label)}`, label, url: null, product_ids: ids });
    }
  }
  const own = rows[0];
  if (own?.collection_name && own.collection_path) {
    filters.push({
      filter_id: `collection-${slug(own.collection_name)}`,
      label: storeIntl(store).formatMessage(SERVER_LABELS.variationsCollection, {
        collection: own.collection_name,
      }),
      url: storePaths.category(store.code, own.collection_path),
      product_ids: rows.filter((r) => r.collection_path === own.collection_path).map((r) => r.id),
    });
  }
  return {
    product_id: productId,
    variations: items.map((item) => ({
      product_id: item.id,
      sku: item.sku,
      name: item.name,
      url: item.url,
      collection: item.collection?.name ?? null,
      image: item.image,
      case_size: item.case_size,
      price: item.price,
      is_saleable: item.is_saleable,
      stock_status: item.stock_status,
    })),
    variation_filters: filters,
    is_filter_enabled: filters.length > 0,
    active_filter: null,
  };
}
