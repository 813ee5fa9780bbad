import type { UnknownAction } from '@reduxjs/toolkit';
import { mallLinkClicked, storiesViewed, storyClicked } from '../lib/content-events';
import type { DataLayerEvent } from './dataLayer';

/** The data-layer events of content (pure): stories seen and clicked, and marketplace links followed. */
export function contentActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (storyClicked.match(action)) {
    const { page_id, title, url } = action.payload;
    return [{ event: 'stories', action: 'click', page_id, title, url }];
  }
  if (storiesViewed.match(action)) {
    const stories = action.payload.stories.map(({ page_id, title, url }) => ({ page_id, title, url }));
    return stories.length ? [{ event: 'stories', action: 'impression', stories }] : [];
  }
  if (mallLinkClicked.match(action)) {
    return [{ event: 'mall_link', marketplace: action.payload.marketplace, url: action.payload.url }];
  }
  return [];
}
