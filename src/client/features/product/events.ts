import { createAction } from '@reduxjs/toolkit';
import type { LabelledValue } from '../../analytics/commerceEvents';
import type { ActionToEvents, DataLayerEvent } from '../../analytics/dataLayerEvent';

/*
 * The product page's options: the answer to the engraving conditions (spec 1, 7; `custom-options/`) and an
 * add-to-cart that says which variation and options went in (`AddToCartForm`).
 */

/** The shopper accepted or denied the engraving conditions of a watch (its parent SKU). */
export const engravingConditionsAnswered = createAction<{ sku: string; conditions: 'accept' | 'deny' }>(
  'product/engravingConditionsAnswered',
);

/** A product went to the cart from its page: the simple SKU, its parent's, the variation and the options. */
export const productVariationAddedToCart = createAction<{
  sku: string;
  name: string;
  qty: number;
  /** The configurable watch of a variation; null for a simple product (a strap). */
  parent_sku: string | null;
  /** The variation's choices (dial colour, case size). */
  variation: LabelledValue[];
  /** Custom options other than engravings. */
  custom_options: LabelledValue[];
  /** The engraved texts (spec 3: a list of engravings, each with a value). */
  engravings: string[];
}>('product/variationAddedToCart');

/** 'engraving' when the conditions are answered and when an engraved watch goes to the cart. */
export const productOptionActionToEvents: ActionToEvents = (action) => {
  if (engravingConditionsAnswered.match(action)) {
    return [{ event: 'engraving', conditions: action.payload.conditions, sku: action.payload.sku }];
  }
  if (productVariationAddedToCart.match(action)) {
    const { engravings, ...added } = action.payload;
    const events: DataLayerEvent[] = [{ event: 'add_to_cart', ...added }];
    if (engravings.length) {
      events.push({
        event: 'engraving',
        action: 'add_to_cart',
        sku: added.parent_sku ?? added.sku,
        engravings: engravings.map((value) => ({ value })),
      });
    }
    return events;
  }
  return [];
};
