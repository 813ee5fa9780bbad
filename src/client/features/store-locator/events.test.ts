import {
  storeLocatorActionToEvents,
  storeLocatorSearched,
  storeLocatorShopSelected,
  storeLocatorShopViewed,
} from './events';

describe('store locator -> dataLayer events (spec 7: store locator)', () => {
  test('a search carries its term and how many boutiques it found', () => {
    expect(storeLocatorActionToEvents(storeLocatorSearched({ term: 'geneve', results: 1 }))).toEqual([
      { event: 'store_locator', action: 'search', search_term: 'geneve', results: 1 },
    ]);
  });

  test('a boutique chosen in the list or on the map, and a boutique page viewed', () => {
    expect(
      storeLocatorActionToEvents(
        storeLocatorShopSelected({ id: 4, name: 'Maison Aurèle Paris', source: 'map' }),
      ),
    ).toEqual([
      {
        event: 'store_locator',
        action: 'shop_selected',
        shop_id: 4,
        shop_name: 'Maison Aurèle Paris',
        source: 'map',
      },
    ]);
    expect(
      storeLocatorActionToEvents(storeLocatorShopViewed({ id: 4, name: 'Maison Aurèle Paris' })),
    ).toEqual([
      { event: 'store_locator', action: 'shop_page_view', shop_id: 4, shop_name: 'Maison Aurèle Paris' },
    ]);
  });

  test('ignores every other action', () => {
    expect(storeLocatorActionToEvents({ type: 'search/submitted', payload: { term: 'geneve' } })).toEqual([]);
  });
});
