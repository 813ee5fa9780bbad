import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';
import type { PageType } from '../lib/page-types';

/** A page was shown, with its spec 2.17 page type: dispatched by `lib/usePageView` on every page. */
export const pageViewed = createAction<{ pageType: PageType; path: string }>('page/viewed');

export const pageViewActionToEvents: ActionToEvents = (action) =>
  pageViewed.match(action)
    ? [{ event: 'page_view', page_type: action.payload.pageType, page_path: action.payload.path }]
    : [];
