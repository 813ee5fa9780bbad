import type { EnumOf, GiftBoxMethodParameter } from '../api/contract-facts';
/*
 * The shopping events of the data layer (spec 7: product lists, cart, gift box and message, mini-cart items,
 * checkout steps, express checkout, 'order placed', compare, wishlist): members of `DataLayerEvent`.
 */

/** Google's ecommerce item as the tag manager's templates read it; the price in major units. */
export interface EcommerceListItem {
  item_id: string;
  item_name: string;
  item_brand_collection: string | null;
  item_list_name: string;
  /** 1-based place in the list as the shopper sees it. */
  index: number;
  price: number;
}
interface ProductListEcommerce {
  item_list_name: string;
  currency: string;
  items: EcommerceListItem[];
}
/** Products shown in a list (a category page, search results, a home carousel). */
export interface ViewItemListEvent {
  event: 'view_item_list';
  ecommerce: ProductListEcommerce;
}
/** A product opened from a list. */
export interface SelectItemEvent {
  event: 'select_item';
  ecommerce: ProductListEcommerce;
}

/** A product added from a list item (a product card). */
export interface ListAddToCartEvent {
  event: 'add_to_cart';
  sku: string;
  name: string;
  qty: number;
}
export interface LabelledValue {
  label: string;
  value: string;
}
/** A product added from its page: which variation and options went in. */
export type ProductPageAddToCartEvent = ListAddToCartEvent & {
  /** The configurable watch of a variation; null for a simple product (a strap). */
  parent_sku: string | null;
  /** The variation's choices (dial colour, case size). */
  variation: LabelledValue[];
  /** Custom options other than engravings. */
  custom_options: LabelledValue[];
};

export interface MiniCartItem {
  product_sku: string;
  product_name: string;
  qty: number;
  product_price_value: number;
}
export interface MiniCartItemsEvent {
  event: 'minicart_items';
  currency: string;
  items: MiniCartItem[];
}

export interface GiftBoxEvent {
  event: 'gift_box';
  /** The gift-box method the cart was sent (the contract's `method` parameter). */
  action: EnumOf<typeof GiftBoxMethodParameter>;
  sku: string;
}
export interface GiftMessageEvent {
  event: 'gift_message';
  action: 'save' | 'remove';
  level: 'order' | 'item';
}

export interface CheckoutStepEvent {
  event: 'checkout_step';
  step_code: string;
  step_number: number;
}
export interface ExpressCheckoutEvent {
  event: 'express_checkout';
  payment_method: string;
}
export interface OrderPlacedEvent {
  event: 'order placed';
  order_id: string;
  payment_method: string;
  currency: string;
  value: number;
  /** Unit prices in major units. */
  items: { sku: string; name: string; qty: number; price: number }[];
}

interface CompareEcommerce {
  items: { item_id: string; item_name: string }[];
}
export interface CompareAddEvent {
  event: 'compare_add';
  ecommerce: CompareEcommerce;
}
export interface CompareRemoveEvent {
  event: 'compare_remove';
  ecommerce: CompareEcommerce;
}

/** Spec 3 "Wishlist item": the product (SKU and name); a removal names the wishlist item's id too. */
interface WishlistEcommerce {
  items: { item_id: string; item_name: string }[];
}
export interface AddToWishlistEvent {
  event: 'add_to_wishlist';
  ecommerce: WishlistEcommerce;
}
export interface RemoveFromWishlistEvent {
  event: 'remove_from_wishlist';
  wishlist_item_id: number;
  ecommerce: WishlistEcommerce;
}

export type CommerceEvent =
  | ViewItemListEvent
  | SelectItemEvent
  | ListAddToCartEvent
  | ProductPageAddToCartEvent
  | MiniCartItemsEvent
  | GiftBoxEvent
  | GiftMessageEvent
  | CheckoutStepEvent
  | ExpressCheckoutEvent
  | OrderPlacedEvent
  | CompareAddEvent
  | CompareRemoveEvent
  | AddToWishlistEvent
  | RemoveFromWishlistEvent;
