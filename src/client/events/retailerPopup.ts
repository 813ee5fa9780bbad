import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../analytics/dataLayerEvent';

/** Where the visitor asked for the retailer popup: the footer's country list or the country pop-in. */
export type RetailerPopupSource = 'footer' | 'country_popin';

/**
 * Someone asked for the retailer popup ('shop in other countries', find-a-retailer). Shared so that the footer
 * can open it without importing the popups feature.
 */
export const retailerPopupRequested = createAction<{ source: RetailerPopupSource }>(
  'popups/retailerRequested',
);

/** Spec 7 "Tracked events": the find-a-retailer pop-in, opened. */
export const retailerPopupActionToEvents: ActionToEvents = (action) =>
  retailerPopupRequested.match(action)
    ? [{ event: 'find_a_retailer', action: 'open', source: action.payload.source }]
    : [];
