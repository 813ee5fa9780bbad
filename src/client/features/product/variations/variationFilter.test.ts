import type { VariationCard, VariationFilter } from '../../../api/catalog';
import { reduceFilter, visibleVariations, type FilterState } from './variationFilter';

const steel: VariationFilter = { filter_id: 'steel', label: 'Steel', url: null, product_ids: [1, 3] };
const gold: VariationFilter = { filter_id: 'gold', label: 'Gold', url: null, product_ids: [2] };
const everything: VariationFilter = { filter_id: 'all', label: 'All', url: null, product_ids: [] };
const heritage: VariationFilter = {
  filter_id: 'heritage',
  label: 'The Heritage collection',
  url: '/en-int/watches/heritage',
  product_ids: [1],
};

const none: FilterState = { activeFilter: null };
const clicked = (state: FilterState, filter: VariationFilter) =>
  reduceFilter(state, { type: 'clicked', filter });

describe('variation filter clicks (spec 4)', () => {
  test('a filter with a url navigates to it, unless it is already active', () => {
    expect(clicked(none, heritage)).toEqual({ state: none, navigateTo: '/en-int/watches/heritage' });
    expect(clicked({ activeFilter: 'steel' }, heritage)).toEqual({
      state: { activeFilter: 'steel' },
      navigateTo: '/en-int/watches/heritage',
    });
    // Already active: it toggles like any other filter, and clears.
    expect(clicked({ activeFilter: 'heritage' }, heritage)).toEqual({
      state: { activeFilter: null },
      navigateTo: null,
    });
  });

  test('otherwise a click toggles: another filter becomes active, the active one clears', () => {
    expect(clicked(none, steel)).toEqual({ state: { activeFilter: 'steel' }, navigateTo: null });
    expect(clicked({ activeFilter: 'steel' }, gold)).toEqual({
      state: { activeFilter: 'gold' },
      navigateTo: null,
    });
    expect(clicked({ activeFilter: 'gold' }, gold)).toEqual({ state: none, navigateTo: null });
  });
});

describe('variation filter keys', () => {
  const pressed = (state: FilterState, filter: VariationFilter, key: string) =>
    reduceFilter(state, { type: 'keyPressed', filter, key });

  test('Enter on a filter that is not active acts as a click', () => {
    expect(pressed(none, steel, 'Enter')).toEqual({ state: { activeFilter: 'steel' }, navigateTo: null });
    expect(pressed(none, heritage, 'Enter').navigateTo).toBe('/en-int/watches/heritage');
  });

  test('Enter on the active filter and other keys do nothing', () => {
    expect(pressed({ activeFilter: 'steel' }, steel, 'Enter')).toEqual({
      state: { activeFilter: 'steel' },
      navigateTo: null,
    });
    expect(pressed(none, steel, 'a')).toEqual({ state: none, navigateTo: null });
  });
});

describe('which variations are visible', () => {
  const card = (product_id: number): VariationCard => ({
    product_id,
    sku: `MA-${product_id}`,
    name: `Watch ${product_id}`,
    url: `/en-int/watch-${product_id}.html`,
    collection: null,
    image: { url: `/media/${product_id}.svg`, alt: '', width: 800, height: 800 },
    case_size: null,
    price: { currency: 'EUR', amount: 100000, rrp: null },
    is_saleable: true,
    stock_status: 'in_stock',
  });
  const cards = [card(1), card(2), card(3)];
  const filters = [steel, gold, everything];
  const ids = (active: string | null) => visibleVariations(cards, filters, active).map((c) => c.product_id);

  test('with no active filter, all are visible', () => {
    expect(ids(null)).toEqual([1, 2, 3]);
  });

  test('an active filter without productIds shows all; an unknown one too', () => {
    expect(ids('all')).toEqual([1, 2, 3]);
    expect(ids('gone')).toEqual([1, 2, 3]);
  });

  test('otherwise only the variations whose productId is in the filter', () => {
    expect(ids('steel')).toEqual([1, 3]);
    expect(ids('gold')).toEqual([2]);
  });
});
