/**
 * The kinds of catalogue entity whose text a store view may have in its own language: migration 028, and 029
 * for the product page's content (features; custom options, their choices and engraving conditions; size
 * guides; a boutique's opening hours summary, read by the reservation domain's own query).
 */
export type TextEntity =
  | 'product'
  | 'category'
  | 'collection'
  | 'attribute_option'
  | 'product_feature'
  | 'custom_option'
  | 'custom_option_value'
  | 'size_guide'
  | 'shop';

/**
 * A store view's own catalogue text over the default one: `text(entity, id, field, fallback)` is the store
 * view's value when an editor wrote one, else the default (the entity row's own column).
 */
export interface StoreTexts {
  text<F extends string | null>(entity: TextEntity, id: number, field: string, fallback: F): string | F;
}

export const textKey = (entity: string, id: number, field: string): string => `${entity}:${id}:${field}`;

/** A store view's texts from its rows, keyed by `textKey`. */
export function textsFrom(values: Map<string, string>): StoreTexts {
  return {
    text: (entity, id, field, fallback) => values.get(textKey(entity, id, field)) ?? fallback,
  };
}

/** A store view that writes nothing of its own: every text is the default. */
export const DEFAULT_TEXTS: StoreTexts = textsFrom(new Map());
