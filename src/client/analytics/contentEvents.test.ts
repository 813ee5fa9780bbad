import { mallLinkClicked, storiesViewed, storyClicked } from '../lib/content-events';
import { mapActionToEvents } from './mapActionToEvents';

const DIAL = { page_id: 1, title: 'The making of a dial', url: '/en-int/stories/the-making-of-a-dial' };
const SEA = { page_id: 4, title: 'A Navigator at sea', url: '/en-int/stories/a-navigator-at-sea' };

describe('content -> dataLayer events (spec 7: stories, marketplace links)', () => {
  test('a story click is a stories event with the spec 3 fields page_id, title and url', () => {
    expect(mapActionToEvents(storyClicked(DIAL))).toEqual([{ event: 'stories', action: 'click', ...DIAL }]);
  });

  test('stories seen together make one impression event listing them in order', () => {
    expect(mapActionToEvents(storiesViewed({ stories: [DIAL, SEA] }))).toEqual([
      { event: 'stories', action: 'impression', stories: [DIAL, SEA] },
    ]);
    expect(mapActionToEvents(storiesViewed({ stories: [] }))).toEqual([]);
  });

  test('a marketplace link names the marketplace and where it leads', () => {
    const link = { marketplace: 'Lumen Mall', url: 'https://lumen-mall.example/maison-aurele' };
    expect(mapActionToEvents(mallLinkClicked(link))).toEqual([{ event: 'mall_link', ...link }]);
  });
});
