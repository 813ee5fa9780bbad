import { createAction } from '@reduxjs/toolkit';
import { isTrackedSearch } from '../../../common/search';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/** A non-blank search term the shopper submitted (the header's search form), already trimmed. */
export const searchSubmitted = createAction<{ term: string }>('search/submitted');

export const searchActionToEvents: ActionToEvents = (action) => {
  if (!searchSubmitted.match(action)) return [];
  // Spec 5: a term shorter than 3 characters after trimming is not tracked.
  const term = action.payload.term.trim();
  return isTrackedSearch(term) ? [{ event: 'search', search_term: term }] : [];
};
