import {
  engravingConditionsAnswered,
  productOptionActionToEvents,
  productVariationAddedToCart,
} from './events';

const added = {
  sku: 'MA-HER-CHR-01-BLU-40',
  name: 'Heritage Chronograph',
  qty: 1,
  parent_sku: 'MA-HER-CHR-01',
  variation: [{ label: 'Case size', value: '40 mm' }],
  custom_options: [],
};

describe('product option events', () => {
  test.each(['accept', 'deny'] as const)("the engraving conditions answered '%s'", (conditions) => {
    expect(
      productOptionActionToEvents(engravingConditionsAnswered({ sku: 'MA-HER-CHR-01', conditions })),
    ).toEqual([{ event: 'engraving', conditions, sku: 'MA-HER-CHR-01' }]);
  });

  test('add-to-cart carries the variation; an engraved watch also reports its engravings', () => {
    expect(productOptionActionToEvents(productVariationAddedToCart({ ...added, engravings: [] }))).toEqual([
      { event: 'add_to_cart', ...added },
    ]);
    expect(
      productOptionActionToEvents(productVariationAddedToCart({ ...added, engravings: ['To A.'] })),
    ).toEqual([
      { event: 'add_to_cart', ...added },
      { event: 'engraving', action: 'add_to_cart', sku: 'MA-HER-CHR-01', engravings: [{ value: 'To A.' }] },
    ]);
  });

  test('a strap (no parent) reports its own SKU', () => {
    const strap = { ...added, sku: 'MA-STR-ALL-BLU-20', parent_sku: null, variation: [] };
    expect(
      productOptionActionToEvents(productVariationAddedToCart({ ...strap, engravings: ['X'] }))[1],
    ).toMatchObject({
      sku: 'MA-STR-ALL-BLU-20',
    });
  });
});
