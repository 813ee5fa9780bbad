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

/** A listed product's facets whatever the currency: one per product, shared by its documents in each currency. */
export type ProductFacets = Omit<FacetDoc, 'price'>;

// Three single-table reads returned as JSON text: no join for a planner without statistics (PGlite never runs
// ANALYZE by itself) to turn quadratic, and one JSON.parse instead of converting 40,000 rows one by one. At
// 20,000 products this reads in well under a second; the join that it replaces took a minute without
// statistics and two seconds with them.
const PRODUCTS_SQL = `
select
  (select json_agg(json_build_array(id, name, extract(epoch from created_at)::bigint, collection_id,
                                    material_option_id, colour_option_id, case_size_option_id,
                                    type = 'configurable'))
     from product where parent_id is null and is_visible)::text as products,
  (select json_agg(json_build_array(parent_id, colour_option_id, case_size_option_id))
     from product where parent_id is not null)::text as variations,
  (select json_object_agg(id, option_id) from collection)::text as collections`;

const PRICES_SQL = `select json_object_agg(product_id, amount)::text as prices from product_price
                     where currency_code = $1`;

const parsed = <T>(json: string | null | undefined, empty: T): T => (json ? (JSON.parse(json) as T) : empty);
const own = (id: number | null): number[] => (id === null ? [] : [id]);

/**
 * The facets of every visible top-level product, by id. A configurable watch's colours and case sizes are
 * its variations' (its own when no variation has one).
 */
export async function loadProductFacets(db: Queryable): Promise<Map<number, ProductFacets>> {
  const { rows } =
    await db.query<Record<'products' | 'variations' | 'collections', string | null>>(PRODUCTS_SQL);
  const row = rows[0];
  const collections = parsed<Record<string, number>>(row?.collections, {});
  const variations = new Map<number, { colours: Set<number>; sizes: Set<number> }>();
  for (const [parent, colour, size] of parsed<VariationTuple[]>(row?.variations, [])) {
    const seen = variations.get(parent) ?? { colours: new Set(), sizes: new Set() };
    if (colour !== null) seen.colours.add(colour);
    if (size !== null) seen.sizes.add(size);
    variations.set(parent, seen);
  }
  const facets = new Map<number, ProductFacets>();
  for (const [id, name, created, collectionId, material, colour, size, configurable] of parsed<
    ProductTuple[]
  >(row?.products, [])) {
    const v = configurable ? variations.get(id) : undefined;
    const collection = collectionId === null ? undefined : collections[collectionId];
    facets.set(id, {
      id,
      name,
      createdAt: created,
      options: {
        collection: collection === undefined ? [] : [collection],
        material: own(material),
        colour: v?.colours.size ? [...v.colours] : own(colour),
        case_size: v?.sizes.size ? [...v.sizes] : own(size),
      },
    });
  }
  return facets;
}

/** Every price in `currency` (minor units) by product id. */
export async function loadPrices(db: Queryable, currency: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ prices: string | null }>(PRICES_SQL, [currency]);
  return parsed<Record<string, number>>(rows[0]?.prices, {});
}

/**
 * Facet documents of the products that have a price in the currency, by id: small objects around the shared
 * facets, so that each further currency costs a price per product and not a copy of the catalogue.
 */
export function pricedDocs(
  facets: ReadonlyMap<number, ProductFacets>,
  prices: Record<string, number>,
): Map<number, FacetDoc> {
  const docs = new Map<number, FacetDoc>();
  for (const product of facets.values()) {
    const price = prices[product.id];
    if (price === undefined) continue;
    docs.set(product.id, {
      id: product.id,
      name: product.name,
      createdAt: product.createdAt,
      price,
      options: product.options,
    });
  }
  return docs;
}

/** The products of a category: their position in it, by id (whether visible or priced is the docs' business). */
export async function loadCategoryMembers(db: Queryable, categoryId: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; position: number }>(
    'select product_id as id, position from category_product where category_id = $1',
    [categoryId],
  );
  return new Map(rows.map((r) => [r.id, r.position]));
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
