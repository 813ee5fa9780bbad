import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents, PromotionalPopupEvent } from '../../analytics/dataLayerEvent';

/** How the country pop-in was left without choosing a store. */
export type CountryPopinDismissal = 'close' | 'continue' | 'custom_country';

/** Spec 7: the country proposal pop-in was shown, with the stores it proposed. */
export const countryPopinShown = createAction<{ visitorCountry: string; suggested: string[] }>(
  'popups/countryPopinShown',
);
/** A store was chosen in the pop-in: the proposed one or one of the store list. */
export const countryPopinChosen = createAction<{
  visitorCountry: string;
  storeCode: string;
  proposed: boolean;
}>('popups/countryPopinChosen');
/** Closed, continued on the current store, or left for the retailer popup (custom country). */
export const countryPopinClosed = createAction<{ visitorCountry: string; via: CountryPopinDismissal }>(
  'popups/countryPopinClosed',
);

/** A retailer's site or a country's web store was followed from the retailer popup. */
export const retailerFollowed = createAction<{ countryId: string; kind: 'store' | 'retailer'; name: string }>(
  'popups/retailerFollowed',
);

type PromoFields = { index: number; position: PromotionalPopupEvent['popup_position'] };
export const promoPopupViewed = createAction<PromoFields>('popups/promoViewed');
export const promoPopupClicked = createAction<PromoFields & { buttonType: 'link' | 'newsletter_scroll' }>(
  'popups/promoClicked',
);
export const promoPopupClosed = createAction<PromoFields>('popups/promoClosed');
/** Spec 4: a newsletter_scroll button fires a subscribe event (then navigates after 800 ms). */
export const promoNewsletterSubscribe = createAction<{ index: number }>('popups/promoNewsletterSubscribe');

export const popupsActionToEvents: ActionToEvents = (action) => {
  if (countryPopinShown.match(action)) {
    const { visitorCountry, suggested } = action.payload;
    return [
      {
        event: 'country_popin',
        action: 'shown',
        visitor_country: visitorCountry,
        suggested_stores: suggested,
      },
    ];
  }
  if (countryPopinChosen.match(action)) {
    const { visitorCountry, storeCode, proposed } = action.payload;
    return [
      {
        event: 'country_popin',
        action: 'chosen',
        visitor_country: visitorCountry,
        store_code: storeCode,
        choice: proposed ? 'proposed_country' : 'store_list',
      },
    ];
  }
  if (countryPopinClosed.match(action)) {
    const { visitorCountry, via } = action.payload;
    return [{ event: 'country_popin', action: 'closed', visitor_country: visitorCountry, choice: via }];
  }
  if (retailerFollowed.match(action)) {
    const { countryId, kind, name } = action.payload;
    return [{ event: 'find_a_retailer', action: `${kind}_click`, country_id: countryId, name }];
  }
  if (promoPopupViewed.match(action)) {
    const { index, position } = action.payload;
    return [{ event: 'promotional_popup', action: 'view', popup_index: index, popup_position: position }];
  }
  if (promoPopupClosed.match(action)) {
    const { index, position } = action.payload;
    return [{ event: 'promotional_popup', action: 'close', popup_index: index, popup_position: position }];
  }
  if (promoPopupClicked.match(action)) {
    const { index, position, buttonType } = action.payload;
    return [
      {
        event: 'promotional_popup',
        action: 'click',
        popup_index: index,
        popup_position: position,
        button_type: buttonType,
      },
    ];
  }
  if (promoNewsletterSubscribe.match(action)) {
    return [
      { event: 'newsletter_subscribe', source: 'promotional_popup', popup_index: action.payload.index },
    ];
  }
  return [];
};
