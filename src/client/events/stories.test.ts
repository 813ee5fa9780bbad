import { storyClickActionToEvents, storyClicked } from './stories';

const DIAL = { page_id: 1, title: 'The making of a dial', url: '/en-int/stories/the-making-of-a-dial' };

describe('story click -> dataLayer event (spec 7: stories)', () => {
  test('a story click is a stories event with the spec 3 fields page_id, title and url', () => {
    expect(storyClickActionToEvents(storyClicked(DIAL))).toEqual([
      { event: 'stories', action: 'click', ...DIAL },
    ]);
  });
});
