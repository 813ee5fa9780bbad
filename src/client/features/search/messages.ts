import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The search results' words (namespace `search`), with the results page's chunk; the header's search form has
 * its own (formMessages.ts), on every page.
 */
export const searchMessages = defineMessages({
  // Document titles; brand: the house's name; term: what the shopper typed.
  titleWithTerm: { id: 'search.titleWithTerm', defaultMessage: "Search results for ''{term}'' | {brand}" },
  title: { id: 'search.title', defaultMessage: 'Search | {brand}' },
  description: {
    id: 'search.description',
    defaultMessage: 'Search the {brand} catalogue of watches and straps.',
  },
  heading: { id: 'search.heading', defaultMessage: 'Search the catalogue' },
  eyebrow: { id: 'search.eyebrow', defaultMessage: 'Search' },
  resultsHeading: { id: 'search.resultsHeading', defaultMessage: "Search results for ''{term}''" },
  resultCount: {
    id: 'search.resultCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  // The results grid's accessible name.
  gridLabel: { id: 'search.gridLabel', defaultMessage: 'Results for {term}' },
  searching: { id: 'search.searching', defaultMessage: 'Searching…' },
  noResults: { id: 'search.noResults', defaultMessage: 'Your search returned no results.' },
  nothingFiltered: {
    id: 'search.nothingFiltered',
    defaultMessage: "Nothing matches ''{term}'' with the filters you chose.",
  },
  nothingFound: { id: 'search.nothingFound', defaultMessage: "We could not find anything for ''{term}''." },
  clearAllFilters: { id: 'search.clearAllFilters', defaultMessage: 'Clear all filters' },
  tipsTitle: { id: 'search.tipsTitle', defaultMessage: 'Search tips' },
  tipSpelling: { id: 'search.tipSpelling', defaultMessage: 'Check the spelling of your search.' },
  tipWords: {
    id: 'search.tipWords',
    defaultMessage: 'Use fewer or more general words, such as a collection name or “chronograph”.',
  },
  // category: the watches category's name in lower case ('watches'), inside the link.
  tipBrowse: { id: 'search.tipBrowse', defaultMessage: 'Or browse <link>all {category}</link>.' },
  suggestions: { id: 'search.suggestions', defaultMessage: 'Perhaps you would like to explore' },
});
