import type { UnknownAction } from '@reduxjs/toolkit';
import { isTrackedSearch } from '../../common/search';
import { pageViewed, searchSubmitted, userMetaResolved } from '../lib/events';
import { appointmentActionToEvents } from './appointmentEvents';
import { cartActionToEvents } from './cartEvents';
import { catalogActionToEvents } from './catalogEvents';
import { checkoutActionToEvents } from './checkoutEvents';
import { compareActionToEvents } from './compareEvents';
import { contentActionToEvents } from './contentEvents';
import type { DataLayerEvent } from './dataLayer';
import { productOptionActionToEvents } from './productOptionEvents';
import { galleryActionToEvents } from './galleryEvents';
import { productActionToEvents } from './productEvents';

/** The feature maps: each knows its own actions and answers [] for any other. */
const FEATURE_MAPS: ((action: UnknownAction) => DataLayerEvent[])[] = [
  catalogActionToEvents,
  cartActionToEvents,
  checkoutActionToEvents,
  compareActionToEvents,
  contentActionToEvents,
  productActionToEvents,
  appointmentActionToEvents,
  galleryActionToEvents,
  productOptionActionToEvents,
];

/**
 * The single, pure map from what happened in the app to what the tag manager receives. Most actions map to
 * nothing; none maps to more than a few events.
 */
export function mapActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (pageViewed.match(action)) {
    return [{ event: 'page_view', page_type: action.payload.pageType, page_path: action.payload.path }];
  }
  if (searchSubmitted.match(action)) {
    // Spec 5: a term shorter than 3 characters after trimming is not tracked.
    const term = action.payload.term.trim();
    return isTrackedSearch(term) ? [{ event: 'search', search_term: term }] : [];
  }
  if (userMetaResolved.match(action)) {
    return [{ event: 'User Meta', ...action.payload }];
  }
  return FEATURE_MAPS.flatMap((map) => map(action));
}
