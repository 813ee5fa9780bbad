import type { Queryable } from '../../db/types';
import type { AttributeOption, FacetDoc } from './facet-doc';

/** The products a listing starts from: a category's, or a search's (with relevance). */
export type ListingBase = { categoryId: number } | { ranked: Map<number, number> };

/** [id, name, created (epoch s), collection id, material, colour, case size, is configurable] */
type ProductTuple = [
  number,
  string,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  boolean,
];
/** [parent id, colour, case size] */
type VariationTuple = [number, number | null, number | null];

// Four single-table reads returned as JSON text: no join for a planner without statistics (PGlite never runs
// ANALYZE by itself) to turn quadratic, and one JSON.parse instead of converting 60,000 rows one by one. At
// 20,000 products this reads in well under a second; the join that it replaces took a minute without
// statistics and two seconds with them.
const CATALOGUE_DOCS_SQL = `
select
  (select json_agg(json_build_array(id, name, extract(epoch from created_at)::bigint, collection_id,
                                    material_option_id, colour_option_id, case_size_option_id,
                                    type = 'configurable'))
     from product where parent_id is null and is_visible)::text as products,
  (select json_agg(json_build_array(parent_id, colour_option_id, case_size_option_id))
     from product where parent_id is not null)::text as variations,
  (select json_object_agg(product_id, amount) from product_price where currency_code = $1)::text as prices,
  (select json_object_agg(id, option_id) from collection)::text as collections`;

const parsed = <T>(json: string | null, empty: T): T => (json === null ? empty : (JSON.parse(json) as T));
const own = (id: number | null): number[] => (id === null ? [] : [id]);

/**
 * Facet documents of every visible top-level product that has a price in `currency`, by id. A configurable
 * watch's colours and case sizes are its variations' (its own when no variation has one).
 */
export async function loadCatalogueDocs(db: Queryable, currency: string): Promise<Map<number, FacetDoc>> {
  const { rows } = await db.query<
    Record<'products' | 'variations' | 'prices' | 'collections', string | null>
  >(CATALOGUE_DOCS_SQL, [currency]);
  const row = rows[0];
  const products = parsed<ProductTuple[]>(row?.products ?? null, []);
  const prices = parsed<Record<string, number>>(row?.prices ?? null, {});
  const collections = parsed<Record<string, number>>(row?.collections ?? null, {});
  const variations = new Map<number, { colours: Set<number>; sizes: Set<number> }>();
  for (const [parent, colour, size] of parsed<VariationTuple[]>(row?.variations ?? null, [])) {
    const seen = variations.get(parent) ?? { colours: new Set(), sizes: new Set() };
    if (colour !== null) seen.colours.add(colour);
    if (size !== null) seen.sizes.add(size);
    variations.set(parent, seen);
  }
  const docs = new Map<number, FacetDoc>();
  for (const [id, name, created, collectionId, material, colour, size, configurable] of products) {
    const price = prices[id];
    if (price === undefined) continue;
    const v = configurable ? variations.get(id) : undefined;
    const collection = collectionId === null ? undefined : collections[collectionId];
    docs.set(id, {
      id,
      name,
      createdAt: created,
      price,
      options: {
        collection: collection === undefined ? [] : [collection],
        material: own(material),
        colour: v?.colours.size ? [...v.colours] : own(colour),
        case_size: v?.sizes.size ? [...v.sizes] : own(size),
      },
    });
  }
  return docs;
}

/** The products of a category with their position in it (whether visible or priced is the docs' business). */
export async function loadCategoryMembers(
  db: Queryable,
  categoryId: number,
): Promise<{ id: number; position: number }[]> {
  const { rows } = await db.query<{ id: number; position: number }>(
    'select product_id as id, position from category_product where category_id = $1',
    [categoryId],
  );
  return rows;
}

export async function loadAttributeOptions(db: Queryable): Promise<AttributeOption[]> {
  const { rows } = await db.query<{
    id: number;
    attribute_code: string;
    label: string;
    swatch: string | null;
    sort_order: number;
  }>('select id, attribute_code, label, swatch, sort_order from attribute_option');
  return rows.map((r) => ({
    id: r.id,
    attributeCode: r.attribute_code,
    label: r.label,
    swatch: r.swatch,
    sortOrder: r.sort_order,
  }));
}
