import {
  compareActionToEvents,
  compareListCleared,
  compareProductAdded,
  compareProductRemoved,
} from './compare';

const CHRONOGRAPH = { sku: 'MA-HER-CHR-01', name: 'Heritage Chronograph' };
const DIVER = { sku: 'MA-NAV-DIV-01', name: 'Navigator Diver 300' };

describe('compare analytics events (spec 7)', () => {
  test('adding a product pushes compare_add with the product as an ecommerce item', () => {
    expect(compareActionToEvents(compareProductAdded(CHRONOGRAPH))).toEqual([
      {
        event: 'compare_add',
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('removing one pushes compare_remove for it', () => {
    expect(compareActionToEvents(compareProductRemoved(DIVER))).toEqual([
      {
        event: 'compare_remove',
        ecommerce: { items: [{ item_id: 'MA-NAV-DIV-01', item_name: 'Navigator Diver 300' }] },
      },
    ]);
  });

  test("'Clear all' pushes one compare_remove with every product; clearing nothing pushes nothing", () => {
    expect(compareActionToEvents(compareListCleared({ products: [CHRONOGRAPH, DIVER] }))).toEqual([
      {
        event: 'compare_remove',
        ecommerce: {
          items: [
            { item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' },
            { item_id: 'MA-NAV-DIV-01', item_name: 'Navigator Diver 300' },
          ],
        },
      },
    ]);
    expect(compareActionToEvents(compareListCleared({ products: [] }))).toEqual([]);
  });
});
