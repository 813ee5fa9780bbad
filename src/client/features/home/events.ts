import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';
import type { StoryRef } from '../../events/stories';

/* The home page's content events (spec 7: stories, marketplace ('mall') links). */

/** The stories of a block came into view (once per page view). */
export const storiesViewed = createAction<{ stories: StoryRef[] }>('content/storiesViewed');
export const mallLinkClicked = createAction<{ marketplace: string; url: string }>('content/mallLinkClicked');

export const homeActionToEvents: ActionToEvents = (action) => {
  if (storiesViewed.match(action)) {
    const stories = action.payload.stories.map(({ page_id, title, url }) => ({ page_id, title, url }));
    return stories.length ? [{ event: 'stories', action: 'impression', stories }] : [];
  }
  if (mallLinkClicked.match(action)) {
    return [{ event: 'mall_link', marketplace: action.payload.marketplace, url: action.payload.url }];
  }
  return [];
};
