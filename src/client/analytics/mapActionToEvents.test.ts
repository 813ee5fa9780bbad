import { appStarted, pageViewed, searchSubmitted, userMetaResolved } from '../lib/events';
import { PAGE_TYPE } from '../lib/page-types';
import { mapActionToEvents } from './mapActionToEvents';

describe('action -> dataLayer events', () => {
  test('a page view carries its spec 2.17 page type', () => {
    expect(mapActionToEvents(pageViewed({ pageType: PAGE_TYPE.category, path: '/en-int/watches' }))).toEqual([
      { event: 'page_view', page_type: 2, page_path: '/en-int/watches' },
    ]);
  });

  test.each([
    ['gmt', [{ event: 'search', search_term: 'gmt' }]],
    ['  gmt  ', [{ event: 'search', search_term: 'gmt' }]],
    ['42', []],
    [' a  ', []],
  ])('search %j is tracked only from 3 characters after trimming', (term, events) => {
    expect(mapActionToEvents(searchSubmitted({ term }))).toEqual(events);
  });

  test("'User Meta' spreads the record after the event name", () => {
    const meta = { client_id: null, login_status: false, website_id: null };
    expect(mapActionToEvents(userMetaResolved(meta))).toEqual([{ event: 'User Meta', ...meta }]);
  });

  test('other actions map to nothing', () => {
    expect(mapActionToEvents(appStarted())).toEqual([]);
  });
});
