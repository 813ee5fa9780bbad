import type { ProductDetail, ProductVariant } from '../../api/catalog';

/** Option code -> chosen value_index, as in `ProductVariant.attributes`. */
export type Selection = Readonly<Record<string, number>>;

const matches = (variant: ProductVariant, selection: Selection) =>
  Object.entries(selection).every(([code, value]) => variant.attributes[code] === value);

/** The variant chosen by every selected option, if that combination exists. */
export function findVariant(product: ProductDetail, selection: Selection): ProductVariant | null {
  if (product.variants.length === 0) return null;
  return product.variants.find((variant) => matches(variant, selection)) ?? null;
}

/** Start from the variant the URL names (`?variant=`), else the first one in stock, else the first. */
export function initialSelection(product: ProductDetail, preferredVariantId?: number): Selection {
  const variant =
    product.variants.find((v) => v.id === preferredVariantId) ??
    product.variants.find((v) => v.is_saleable) ??
    product.variants[0];
  return variant ? { ...variant.attributes } : {};
}

/**
 * Choosing a tile keeps the other choices when that combination exists; otherwise it moves to the variant
 * with the chosen value that keeps most of them (an available one first).
 */
export function selectOption(
  product: ProductDetail,
  selection: Selection,
  code: string,
  value: number,
): Selection {
  const wanted = { ...selection, [code]: value };
  if (findVariant(product, wanted)) return wanted;
  const score = (variant: ProductVariant) =>
    Object.entries(selection).filter(([c, v]) => variant.attributes[c] === v).length +
    (variant.is_saleable ? 0.5 : 0);
  const best = product.variants
    .filter((variant) => variant.attributes[code] === value)
    .sort((a, b) => score(b) - score(a))[0];
  return best ? { ...best.attributes } : wanted;
}

/** Whether a value exists together with the other current choices (tiles that would not are dimmed). */
export function combinesWithSelection(
  product: ProductDetail,
  selection: Selection,
  code: string,
  value: number,
): boolean {
  return findVariant(product, { ...selection, [code]: value }) !== null;
}

/** How a variant reads, option by option ('Dial colour': 'Midnight blue'), for analytics. */
export function variantLabels(
  product: ProductDetail,
  variant: ProductVariant,
): { label: string; value: string }[] {
  return product.configurable_options.flatMap((option) => {
    const value = option.values.find((v) => v.value_index === variant.attributes[option.code]);
    return value ? [{ label: option.label, value: value.label }] : [];
  });
}
