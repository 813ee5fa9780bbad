import { createAction } from '@reduxjs/toolkit';
import type { MiniCartItem } from '../../analytics/commerceEvents';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/** The mini-cart opened on these items (spec 7: mini-cart items). */
export const miniCartOpened = createAction<{ items: MiniCartItem[]; currency: string }>(
  'cart/miniCartOpened',
);

export const miniCartActionToEvents: ActionToEvents = (action) =>
  miniCartOpened.match(action)
    ? [{ event: 'minicart_items', currency: action.payload.currency, items: action.payload.items }]
    : [];
