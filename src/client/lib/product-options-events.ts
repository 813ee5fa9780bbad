import { createAction } from '@reduxjs/toolkit';

/*
 * Product page events that analytics reports (issue 5): the answer to the engraving conditions (spec 1, 7) and
 * an add-to-cart that says which variation and options went in. Shared code, because analytics may not import
 * the product feature that dispatches them.
 */
export interface LabelledValue {
  label: string;
  value: string;
}

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
