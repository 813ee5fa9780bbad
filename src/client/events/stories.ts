import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents, StoryFields } from '../analytics/dataLayerEvent';

/*
 * A story clicked (spec 7: stories). Shared, because the home page's stories block and a story page's related
 * stories both dispatch it. The impression of a block is the home page's own (`features/home/events.ts`).
 */

/** Spec 3: a story is known by its page id, title and URL. */
export type StoryRef = StoryFields;

export const storyClicked = createAction<StoryRef>('content/storyClicked');

export const storyClickActionToEvents: ActionToEvents = (action) => {
  if (!storyClicked.match(action)) return [];
  const { page_id, title, url } = action.payload;
  return [{ event: 'stories', action: 'click', page_id, title, url }];
};
