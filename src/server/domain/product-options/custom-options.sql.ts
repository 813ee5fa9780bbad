import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';

export type CustomOptionSpec = components['schemas']['CustomOption'];
type EngravingRules = components['schemas']['EngravingRules'];

interface OptionRow {
  product_id: number;
  code: string;
  type: CustomOptionSpec['type'];
  title: string;
  is_require: boolean;
  max_characters: number | null;
  default_value: string | null;
  engraving: EngravingRules | null;
  values: { value_id: string; title: string }[];
}

const OPTIONS_SQL = `
select o.product_id, o.code, o.type, o.title, o.is_require, o.max_characters, o.default_value, o.engraving,
       coalesce((select json_agg(json_build_object('value_id', v.code, 'title', v.title) order by v.sort_order, v.code)
                   from product_custom_option_value v where v.option_id = o.id), '[]') as values
  from product_custom_option o
 where o.product_id = any($1::int[])
 order by o.sort_order, o.id`;

/**
 * The custom options of a product in the contract's shape. A watch variation has none of its own: pass the
 * configurable parent, which holds them for every variation.
 */
export async function loadCustomOptions(q: Queryable, productId: number): Promise<CustomOptionSpec[]> {
  return (await loadCustomOptionsOf(q, [productId])).get(productId) ?? [];
}

/** The same for several products at once (a cart's lines), by product id; products without options are absent. */
export async function loadCustomOptionsOf(
  q: Queryable,
  productIds: readonly number[],
): Promise<Map<number, CustomOptionSpec[]>> {
  const byProduct = new Map<number, CustomOptionSpec[]>();
  if (!productIds.length) return byProduct;
  const { rows } = await q.query<OptionRow>(OPTIONS_SQL, [[...new Set(productIds)]]);
  for (const r of rows) {
    const option: CustomOptionSpec = {
      option_id: r.code,
      type: r.type,
      title: r.title,
      is_require: r.is_require,
      max_characters: r.max_characters,
      values: r.values,
      default_value_id: r.default_value,
      engraving: r.engraving,
    };
    byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), option]);
  }
  return byProduct;
}
