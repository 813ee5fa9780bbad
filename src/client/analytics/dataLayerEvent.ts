import type { UnknownAction } from '@reduxjs/toolkit';
import type { EnumOf, PromotionalPopup } from '../api/contract-facts';
import type { PageType } from '../lib/page-types';
import type { CommerceEvent } from './commerceEvents';

/*
 * Every event the app pushes to the tag manager's data layer (spec 7 "Tracked events"), discriminated on
 * `event`. The maps beside the features are typed against this union, so a misspelt name or a missing field
 * fails the type check; `docs/analytics-events.md` is generated from it (`npm run docs:events`).
 * Field names are the tag manager's (snake_case, Google's ecommerce names); money is in major units.
 */

/** Spec 2.17 page types; every page view carries one. */
export interface PageViewEvent {
  event: 'page_view';
  page_type: PageType;
  page_path: string;
}

/** Spec 5: only terms of 3 characters or more after trimming. */
export interface SearchEvent {
  event: 'search';
  search_term: string;
}

/** Spec 3 "Analytics user meta": the server's record, the cached copy or the not-logged-in default. */
export interface UserMeta {
  client_id: string | null;
  login_status: boolean;
  website_id: number | null;
}
export type UserMetaEvent = { event: 'User Meta' } & UserMeta;

/** Spec 3: a story is known by its page id, title and URL. */
export interface StoryFields {
  page_id: number;
  title: string;
  url: string;
}
export type StoryClickEvent = { event: 'stories'; action: 'click' } & StoryFields;
export interface StoriesImpressionEvent {
  event: 'stories';
  action: 'impression';
  stories: StoryFields[];
}

export interface MallLinkEvent {
  event: 'mall_link';
  marketplace: string;
  url: string;
}

/** Spec 3 "Out-of-stock subscription": on success, the product's sku and name. */
export interface BackInStockSubscriptionEvent {
  event: 'back_in_stock_subscription';
  sku: string;
  name: string;
}

export interface VideoAppointmentEvent {
  event: 'video_appointment';
  sku: string;
}

export interface ReservationEvent {
  event: 'reservation';
  sku: string;
  shop_id: number;
}

export interface GalleryVideoPlayEvent {
  event: 'gallery_video_play';
  product_sku: string;
  video_provider: 'youtube' | 'vimeo' | 'custom';
  video_title: string;
}

/** The engraving conditions answered on a watch (its parent SKU). */
export interface EngravingConditionsEvent {
  event: 'engraving';
  conditions: 'accept' | 'deny';
  sku: string;
}
/** An engraved watch went to the cart: the watch's parent SKU (a strap's own) and the engraved texts. */
export interface EngravingAddedToCartEvent {
  event: 'engraving';
  action: 'add_to_cart';
  sku: string;
  engravings: { value: string }[];
}

/** Spec 7/8: the newsletter pages' forms answered; `failure` is an answer with `errors` true (its message). */
export interface NewsletterEvent {
  event: 'newsletter';
  newsletter_form: 'subscribe' | 'unsubscribe';
  newsletter_status: 'success' | 'failure';
  newsletter_message?: string;
}

/** My watches (spec 2.10): the warranty check answered (`failure`: success false or a network error). */
export interface WarrantyCheckEvent {
  event: 'warranty_check';
  watch_id: number;
  warranty_status: 'valid' | 'expired' | 'failure';
}

/** My watches (spec 2.10, 9): a compatible strap went to the cart (quantity 1) for one of the customer's watches. */
export interface StrapAddToCartEvent {
  event: 'strap_add_to_cart';
  watch_id: number;
  sku: string;
  name: string;
  qty: number;
}

/** Register my watch (spec 2.9): the step the modal reached, after a lookup by serial or by caseback. */
export interface WatchRegistrationStepEvent {
  event: 'watch_registration';
  watch_registration_step:
    'serial_form' | 'caseback_watch_select' | 'serial_confirmation' | 'login_form' | 'register_confirmation';
  watch_registration_method: 'serial' | 'caseback';
}

/** Register my watch: 'Add to my collection' answered (`failure`: the server refused or the call failed). */
export interface WatchRegistrationOutcomeEvent {
  event: 'watch_registration';
  watch_registration_status: 'success' | 'failure';
  watch_registration_method: 'serial' | 'caseback';
  product_sku: string;
}
/**
 * Spec 7 'store locator': a search of the list page (page type 9) with how many boutiques it found, a boutique
 * chosen in the list or on the map, and a boutique's page viewed (page type 10).
 */
export type StoreLocatorEvent =
  | { event: 'store_locator'; action: 'search'; search_term: string; results: number }
  | {
      event: 'store_locator';
      action: 'shop_selected';
      shop_id: number;
      shop_name: string;
      source: 'list' | 'map';
    }
  | { event: 'store_locator'; action: 'shop_page_view'; shop_id: number; shop_name: string };
/** Spec 7: the country proposal pop-in, shown, a store chosen in it, or closed (and how). */
export interface CountryPopinEvent {
  event: 'country_popin';
  action: 'shown' | 'chosen' | 'closed';
  visitor_country: string;
  /** shown: the stores proposed. */
  suggested_stores?: string[];
  /** chosen: the store. */
  store_code?: string;
  choice?: 'proposed_country' | 'store_list' | 'close' | 'continue' | 'custom_country';
}

/** Spec 7: the find-a-retailer pop-in ('shop in other countries'): opened, and a store or retailer followed. */
export interface FindRetailerEvent {
  event: 'find_a_retailer';
  action: 'open' | 'store_click' | 'retailer_click';
  /** open: where it was opened from. */
  source?: 'footer' | 'country_popin';
  country_id?: string;
  name?: string;
}

/** Spec 4/7: a promotional popup seen, its button followed or closed (by its configuration's index). */
export interface PromotionalPopupEvent {
  event: 'promotional_popup';
  action: 'view' | 'click' | 'close';
  popup_index: number;
  popup_position: EnumOf<typeof PromotionalPopup.position>;
  button_type?: 'link' | 'newsletter_scroll';
}

/** Spec 4: a promotional popup's newsletter_scroll button, before it takes the visitor to the form. */
export interface NewsletterSubscribeEvent {
  event: 'newsletter_subscribe';
  source: 'promotional_popup';
  popup_index: number;
}

/** Pushed by the tag loader itself, as Google Tag Manager's snippet does, before its script is requested. */
export interface TagManagerStartEvent {
  event: 'gtm.js';
  'gtm.start': number;
}

/** One entry of Google Tag Manager's data layer: any event of the spec the app tracks. */
/** The return label's steps answered: the order lookup and the label's creation (spec 2.15). */
export interface ReturnLabelEvent {
  event: 'return_label';
  return_label_step: 'order_lookup' | 'create';
  return_label_status: 'success' | 'failure';
}

/** Spec 7 (navigation): a link of the main or alternate menu followed. */
export interface MenuNavigationClickEvent {
  event: 'menu_navigation';
  action: 'click';
  menu: 'main' | 'alternate' | 'more';
  menu_level: number;
  menu_label: string;
  menu_url: string;
  menu_parent: string;
}

/** Spec 7 (navigation): a first-level entry's submenu opened. */
export interface MenuNavigationOpenEvent {
  event: 'menu_navigation';
  action: 'open';
  menu_label: string;
  layout: 'desktop' | 'mobile';
}

/** Spec 2.1: the store switcher used (the store codes before and after). */
export interface StoreSwitchEvent {
  event: 'store_switch';
  from_store: string;
  to_store: string;
}

export type DataLayerEvent =
  | PageViewEvent
  | SearchEvent
  | UserMetaEvent
  | CommerceEvent
  | StoryClickEvent
  | StoriesImpressionEvent
  | MallLinkEvent
  | BackInStockSubscriptionEvent
  | VideoAppointmentEvent
  | ReservationEvent
  | GalleryVideoPlayEvent
  | EngravingConditionsEvent
  | EngravingAddedToCartEvent
  | NewsletterEvent
  | WarrantyCheckEvent
  | StrapAddToCartEvent
  | WatchRegistrationStepEvent
  | WatchRegistrationOutcomeEvent
  | ReturnLabelEvent
  | StoreLocatorEvent
  | TagManagerStartEvent
  | MenuNavigationClickEvent
  | MenuNavigationOpenEvent
  | StoreSwitchEvent
  | CountryPopinEvent
  | FindRetailerEvent
  | PromotionalPopupEvent
  | NewsletterSubscribeEvent;

/** A pure map from one action to the events it means; `[]` for every action it does not know. */
export type ActionToEvents = (action: UnknownAction) => DataLayerEvent[];
