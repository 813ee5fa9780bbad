import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { DEFAULT_TEXTS, type StoreTexts } from '../catalog/store-text';

export type CustomOptionSpec = components['schemas']['CustomOption'];
type EngravingRules = components['schemas']['EngravingRules'];

interface OptionRow {
  id: number;
  product_id: number;
  code: string;
  type: CustomOptionSpec['type'];
  title: string;
  is_require: boolean;
  max_characters: number | null;
  default_value: string | null;
  engraving: EngravingRules | null;
  values: { id: number; value_id: string; title: string }[];
}

const OPTIONS_SQL = `
select o.id, o.product_id, o.code, o.type, o.title, o.is_require, o.max_characters, o.default_value, o.engraving,
       coalesce((select json_agg(json_build_object('id', v.id, 'value_id', v.code, 'title', v.title)
                                 order by v.sort_order, v.code)
                   from product_custom_option_value v where v.option_id = o.id), '[]') as values
  from product_custom_option o
 where o.product_id = any($1::int[])
 order by o.sort_order, o.id`;

/** The engraving conditions in the store view's language (each of title and text falls back on its own). */
function storeEngraving(
  texts: StoreTexts,
  optionId: number,
  rules: EngravingRules | null,
): EngravingRules | null {
  if (!rules) return null;
  const { title, text } = rules.conditions;
  return {
    ...rules,
    conditions: {
      title: texts.text('custom_option', optionId, 'engraving_conditions_title', title),
      text: texts.text('custom_option', optionId, 'engraving_conditions_text', text),
    },
  };
}

/**
 * The custom options of a product in the contract's shape, titled in the store view's language (`texts`;
 * the default titles without). A watch variation has none of its own: pass the configurable parent, which
 * holds them for every variation.
 */
export async function loadCustomOptions(
  q: Queryable,
  productId: number,
  texts: StoreTexts = DEFAULT_TEXTS,
): Promise<CustomOptionSpec[]> {
  return (await loadCustomOptionsOf(q, [productId], texts)).get(productId) ?? [];
}

/** The same for several products at once (a cart's lines), by product id; products without options are absent. */
export async function loadCustomOptionsOf(
  q: Queryable,
  productIds: readonly number[],
  texts: StoreTexts = DEFAULT_TEXTS,
): Promise<Map<number, CustomOptionSpec[]>> {
  const byProduct = new Map<number, CustomOptionSpec[]>();
  if (!productIds.length) return byProduct;
  const { rows } = await q.query<OptionRow>(OPTIONS_SQL, [[...new Set(productIds)]]);
  for (const r of rows) {
    const option: CustomOptionSpec = {
      option_id: r.code,
      type: r.type,
      title: texts.text('custom_option', r.id, 'title', r.title),
      is_require: r.is_require,
      max_characters: r.max_characters,
      values: r.values.map((v) => ({
        value_id: v.value_id,
        title: texts.text('custom_option_value', v.id, 'title', v.title),
      })),
      default_value_id: r.default_value,
      engraving: storeEngraving(texts, r.id, r.engraving),
    };
    byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), option]);
  }
  return byProduct;
}
