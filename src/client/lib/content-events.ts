import { createAction } from '@reduxjs/toolkit';

/*
 * Content events analytics reports (spec 7: stories, marketplace ('mall') links). They live in shared code
 * because analytics may not import the features that dispatch them.
 */

/** Spec 3: a story is known by its page id, title and URL. */
export interface StoryRef {
  page_id: number;
  title: string;
  url: string;
}

export const storyClicked = createAction<StoryRef>('content/storyClicked');
/** The stories of a block came into view (once per page view). */
export const storiesViewed = createAction<{ stories: StoryRef[] }>('content/storiesViewed');
export const mallLinkClicked = createAction<{ marketplace: string; url: string }>('content/mallLinkClicked');
