import type { ProductDetail, ProductVariant } from '../../api/catalog';
import { chronographInTwoSizes } from '../../test-utils/fixtures';
import { findVariant, initialSelection, selectOption } from './variantSelection';

const variant = (id: number, colour: number, size: number, saleable = true): ProductVariant => ({
  ...chronographInTwoSizes.variants[0]!,
  id,
  sku: `SKU-${id}`,
  attributes: { colour, case_size: size },
  is_saleable: saleable,
});

/** Blue comes in 40 and 42 mm, silver only in 40 mm. */
const product: ProductDetail = {
  ...chronographInTwoSizes,
  variants: [variant(1, 12, 40, false), variant(2, 12, 42), variant(3, 13, 40)],
};

describe('variant selection', () => {
  test('starts from the first saleable variant, or the one the URL names', () => {
    expect(initialSelection(product)).toEqual({ colour: 12, case_size: 42 });
    expect(initialSelection(product, 3)).toEqual({ colour: 13, case_size: 40 });
  });

  test('a tile keeps the other choices when that combination exists', () => {
    expect(selectOption(product, { colour: 12, case_size: 42 }, 'case_size', 40)).toEqual({
      colour: 12,
      case_size: 40,
    });
  });

  test('otherwise it moves to the closest variant with the chosen value', () => {
    expect(selectOption(product, { colour: 12, case_size: 42 }, 'colour', 13)).toEqual({
      colour: 13,
      case_size: 40,
    });
    expect(findVariant(product, { colour: 13, case_size: 40 })?.sku).toBe('SKU-3');
  });
});
