import { compareListCleared, compareProductAdded, compareProductRemoved } from '../lib/compare-events';
import { mapActionToEvents } from './mapActionToEvents';

const CHRONOGRAPH = { sku: 'MA-HER-CHR-01', name: 'Heritage Chronograph' };
const DIVER = { sku: 'MA-NAV-DIV-01', name: 'Navigator Diver 300' };

describe('compare analytics events (spec 7, through the one action -> events map)', () => {
  test('adding a product pushes compare_add with the product as an ecommerce item', () => {
    expect(mapActionToEvents(compareProductAdded(CHRONOGRAPH))).toEqual([
      {
        event: 'compare_add',
        ecommerce: { items: [{ item_id: 'MA-HER-CHR-01', item_name: 'Heritage Chronograph' }] },
      },
    ]);
  });

  test('removing one pushes compare_remove for it', () => {
    expect(mapActionToEvents(compareProductRemoved(DIVER))).toEqual([
      {
        event: 'compare_remove',
        ecommerce: { items: [{ item_id: 'MA-NAV-DIV-01', item_name: 'Navigator Diver 300' }] },
      },
    ]);
  });

  test("'Clear all' pushes one compare_remove with every product; clearing nothing pushes nothing", () => {
    expect(mapActionToEvents(compareListCleared({ products: [CHRONOGRAPH, DIVER] }))).toEqual([
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
    expect(mapActionToEvents(compareListCleared({ products: [] }))).toEqual([]);
  });
});
