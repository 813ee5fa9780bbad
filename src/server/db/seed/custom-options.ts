import type { Queryable } from '../types';
import type { Catalog } from './catalog';
import { idOf, insertRows } from './insert';

/** The size guides: `src/server/assets/size-guides/{code}.pdf`, made by scripts/media/size-guides.mjs. */
export const SIZE_GUIDES = {
  watch: { code: 'watch-size-guide', label: 'Size guide' },
  strap: { code: 'strap-size-guide', label: 'Strap size guide' },
} as const;

/** The options' titles by code, in the default language (catalogue-texts/product-content translates them). */
export const OPTION_TITLES = { engraving: 'Caseback engraving', strap_length: 'Strap length' } as const;

/** What an engraver can cut on a caseback: Latin letters (French and German accents too), digits, a few marks. */
export const ENGRAVING_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,'&-ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜàâäçéèêëîïôöùûü";

export const ENGRAVING_RULES = {
  allowed_characters: ENGRAVING_CHARACTERS,
  conditions_option_id: 'engraving_conditions',
  conditions: {
    title: 'Engraving conditions',
    text: [
      'We engrave the caseback exactly as you type the text: please check spelling, spaces and capitals.',
      'An engraved watch is made for you alone. It cannot be returned or exchanged, except for a manufacturing defect.',
      'Engraving adds up to 10 working days to delivery.',
    ].join('\n\n'),
  },
};

/** Leather straps come in three lengths (long piece / short piece); the size guide prints the same figures. */
export const STRAP_LENGTHS = [
  { code: 'standard', title: 'Standard, 115 / 75 mm' },
  { code: 'short', title: 'Short, 105 / 70 mm' },
  { code: 'long', title: 'Long, 125 / 85 mm' },
] as const;

const OPTION_COLUMNS = {
  product_id: 'int',
  code: 'text',
  type: 'text',
  title: 'text',
  is_require: 'boolean',
  max_characters: 'int',
  default_value: 'text',
  engraving: 'jsonb',
  sort_order: 'int',
} as const;

/**
 * Every watch offers a caseback engraving (20 characters) and links the watch size guide; every strap links
 * the strap size guide, and leather straps offer a length (standard unless the shopper picks another).
 */
export async function insertCustomOptions(q: Queryable, catalog: Catalog): Promise<void> {
  await insertRows(q, 'size_guide', { code: 'text', label: 'text' }, Object.values(SIZE_GUIDES));
  const watchIds = catalog.watches.map((w) => idOf(catalog.ids, w.sku));
  const strapIds = catalog.straps.map((s) => idOf(catalog.ids, s.sku));
  await q.query('update product set size_guide_code = $2 where id = any($1::int[])', [
    watchIds,
    SIZE_GUIDES.watch.code,
  ]);
  await q.query('update product set size_guide_code = $2 where id = any($1::int[])', [
    strapIds,
    SIZE_GUIDES.strap.code,
  ]);
  const option = { is_require: false, sort_order: 1 };
  const engravings = watchIds.map((product_id) => ({
    ...option,
    product_id,
    code: 'engraving',
    type: 'field',
    title: OPTION_TITLES.engraving,
    max_characters: 20,
    default_value: null,
    engraving: ENGRAVING_RULES,
  }));
  const lengths = catalog.straps
    .filter((s) => s.kind === 'leather')
    .map((s) => ({
      ...option,
      product_id: idOf(catalog.ids, s.sku),
      code: 'strap_length',
      type: 'drop_down',
      title: OPTION_TITLES.strap_length,
      max_characters: null,
      default_value: 'standard',
      engraving: null,
    }));
  await insertRows(q, 'product_custom_option', OPTION_COLUMNS, engravings);
  const lengthOptions = await insertRows<keyof typeof OPTION_COLUMNS, { id: number }>(
    q,
    'product_custom_option',
    OPTION_COLUMNS,
    lengths,
    { returning: 'id' },
  );
  await insertRows(
    q,
    'product_custom_option_value',
    { option_id: 'int', code: 'text', title: 'text', sort_order: 'int' },
    lengthOptions.flatMap(({ id }) =>
      STRAP_LENGTHS.map((length, i) => ({
        option_id: id,
        code: length.code,
        title: length.title,
        sort_order: i,
      })),
    ),
  );
}
