import { PAGE_TYPE } from '../lib/page-types';
import { pageViewActionToEvents, pageViewed } from './pageView';

describe('page view -> dataLayer event', () => {
  test('a page view carries its spec 2.17 page type', () => {
    expect(
      pageViewActionToEvents(pageViewed({ pageType: PAGE_TYPE.category, path: '/en-int/watches' })),
    ).toEqual([{ event: 'page_view', page_type: 2, page_path: '/en-int/watches' }]);
  });
});
