import type { Queryable } from '../../db/types';
import type { AttributeOption, FacetDoc } from './facet-doc';

/** The products a listing starts from: a category's, or a search's (with relevance). */
export type ListingBase = { categoryId: number } | { ranked: Map<number, number> };

interface DocRow {
  id: number;
  position: number;
  name: string;
  created: number;
  price: number | null;
  saleable: boolean;
  collection: number | null;
  material: number | null;
  colours: number[];
  case_sizes: number[];
}

// One row per visible top-level product: a configurable watch's colours and case sizes are its variations'.
const DOCS_SQL = `
with base as (%BASE%)
select p.id, b.position, p.name, extract(epoch from p.created_at)::bigint as created,
       pr.amount as price, col.option_id as collection, p.material_option_id as material,
       coalesce(v.colours, array_remove(array[p.colour_option_id], null)) as colours,
       coalesce(v.case_sizes, array_remove(array[p.case_size_option_id], null)) as case_sizes,
       coalesce(v.saleable, coalesce(s.qty, 0) > 0) as saleable
  from base b
  join product p on p.id = b.id and p.parent_id is null and p.is_visible
  left join collection col on col.id = p.collection_id
  left join product_price pr on pr.product_id = p.id and pr.currency_code = $1
  left join stock_item s on s.product_id = p.id
  left join lateral (
    select array_agg(distinct c.colour_option_id) filter (where c.colour_option_id is not null) as colours,
           array_agg(distinct c.case_size_option_id) filter (where c.case_size_option_id is not null) as case_sizes,
           bool_or(coalesce(cs.qty, 0) > 0) as saleable
      from product c left join stock_item cs on cs.product_id = c.id
     where c.parent_id = p.id
  ) v on p.type = 'configurable'`;

export async function loadFacetDocs(db: Queryable, currency: string, base: ListingBase): Promise<FacetDoc[]> {
  let sql: string;
  let params: unknown[];
  if ('categoryId' in base) {
    sql = DOCS_SQL.replace(
      '%BASE%',
      'select product_id as id, position from category_product where category_id = $2',
    );
    params = [currency, base.categoryId];
  } else {
    if (!base.ranked.size) return [];
    sql = DOCS_SQL.replace('%BASE%', 'select id, 0 as position from unnest($2::int[]) as id');
    params = [currency, [...base.ranked.keys()]];
  }
  const { rows } = await db.query<DocRow>(sql, params);
  return rows
    .filter((r) => r.price !== null)
    .map((r) => ({
      id: r.id,
      position: r.position,
      name: r.name,
      createdAt: r.created,
      price: r.price!,
      saleable: r.saleable,
      rank: 'ranked' in base ? (base.ranked.get(r.id) ?? 0) : 0,
      options: {
        collection: r.collection === null ? [] : [r.collection],
        material: r.material === null ? [] : [r.material],
        colour: r.colours ?? [],
        case_size: r.case_sizes ?? [],
      },
    }));
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
