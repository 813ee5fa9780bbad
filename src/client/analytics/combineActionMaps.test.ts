import { combineActionMaps } from './combineActionMaps';
import type { ActionToEvents } from './dataLayerEvent';

const search: ActionToEvents = (action) =>
  action.type === 'search' ? [{ event: 'search', search_term: 'gmt' }] : [];
const pageView: ActionToEvents = (action) =>
  action.type === 'search' ? [{ event: 'page_view', page_type: 8, page_path: '/en-int/s' }] : [];

describe('combineActionMaps', () => {
  test('an action gets the events of every map, in the order of the list', () => {
    expect(combineActionMaps([search, pageView])({ type: 'search' })).toEqual([
      { event: 'search', search_term: 'gmt' },
      { event: 'page_view', page_type: 8, page_path: '/en-int/s' },
    ]);
  });

  test('an action no map knows maps to nothing', () => {
    expect(combineActionMaps([search, pageView])({ type: 'other' })).toEqual([]);
    expect(combineActionMaps([])({ type: 'search' })).toEqual([]);
  });
});
