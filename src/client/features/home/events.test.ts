import { homeActionToEvents, mallLinkClicked, storiesViewed } from './events';

const DIAL = { page_id: 1, title: 'The making of a dial', url: '/en-int/stories/the-making-of-a-dial' };
const SEA = { page_id: 4, title: 'A Navigator at sea', url: '/en-int/stories/a-navigator-at-sea' };

describe('home content -> dataLayer events (spec 7: stories, marketplace links)', () => {
  test('stories seen together make one impression event listing them in order', () => {
    expect(homeActionToEvents(storiesViewed({ stories: [DIAL, SEA] }))).toEqual([
      { event: 'stories', action: 'impression', stories: [DIAL, SEA] },
    ]);
    expect(homeActionToEvents(storiesViewed({ stories: [] }))).toEqual([]);
  });

  test('a marketplace link names the marketplace and where it leads', () => {
    const link = { marketplace: 'Lumen Mall', url: 'https://lumen-mall.example/maison-aurele' };
    expect(homeActionToEvents(mallLinkClicked(link))).toEqual([{ event: 'mall_link', ...link }]);
  });
});
