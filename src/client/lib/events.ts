import { createAction } from '@reduxjs/toolkit';
import type { PageType } from './page-types';

/**
 * Domain events that more than one part of the app reacts to (listeners, analytics). They live here, not in
 * a feature, because shared code such as analytics may not import features.
 */
export const appStarted = createAction('app/started');

export const pageViewed = createAction<{ pageType: PageType; path: string }>('page/viewed');

/** A non-blank search term the shopper submitted, already trimmed. */
export const searchSubmitted = createAction<{ term: string }>('search/submitted');

export interface UserMeta {
  client_id: string | null;
  login_status: boolean;
  website_id: number | null;
}

/** The 'User Meta' record of spec 4 is known: fresh from the server, cached, or the not-logged-in default. */
export const userMetaResolved = createAction<UserMeta>('session/userMetaResolved');
