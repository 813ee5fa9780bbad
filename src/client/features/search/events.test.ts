import { searchActionToEvents, searchSubmitted } from './events';

describe('search -> dataLayer event', () => {
  test.each([
    ['gmt', [{ event: 'search', search_term: 'gmt' }]],
    ['  gmt  ', [{ event: 'search', search_term: 'gmt' }]],
    ['42', []],
    [' a  ', []],
  ])('search %j is tracked only from 3 characters after trimming', (term, events) => {
    expect(searchActionToEvents(searchSubmitted({ term }))).toEqual(events);
  });
});
