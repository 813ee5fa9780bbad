import { retailerPopupActionToEvents, retailerPopupRequested } from '../../events/retailerPopup';
import {
  countryPopinChosen,
  countryPopinClosed,
  countryPopinShown,
  popupsActionToEvents,
  promoNewsletterSubscribe,
  promoPopupClicked,
  promoPopupClosed,
  promoPopupViewed,
  retailerFollowed,
} from './events';

describe('popup analytics (spec 7: country proposal pop-in, find-a-retailer pop-in, promotional popups)', () => {
  it('maps the country pop-in shown, chosen and closed', () => {
    expect(popupsActionToEvents(countryPopinShown({ visitorCountry: 'FR', suggested: ['fr-fr'] }))).toEqual([
      { event: 'country_popin', action: 'shown', visitor_country: 'FR', suggested_stores: ['fr-fr'] },
    ]);
    expect(
      popupsActionToEvents(countryPopinChosen({ visitorCountry: 'FR', storeCode: 'en-gb', proposed: false })),
    ).toEqual([
      {
        event: 'country_popin',
        action: 'chosen',
        visitor_country: 'FR',
        store_code: 'en-gb',
        choice: 'store_list',
      },
    ]);
    expect(popupsActionToEvents(countryPopinClosed({ visitorCountry: 'FR', via: 'continue' }))).toEqual([
      { event: 'country_popin', action: 'closed', visitor_country: 'FR', choice: 'continue' },
    ]);
  });

  it('maps the find-a-retailer pop-in', () => {
    expect(retailerPopupActionToEvents(retailerPopupRequested({ source: 'footer' }))).toEqual([
      { event: 'find_a_retailer', action: 'open', source: 'footer' },
    ]);
    expect(popupsActionToEvents(retailerFollowed({ countryId: 'FR', kind: 'store', name: 'fr-fr' }))).toEqual(
      [{ event: 'find_a_retailer', action: 'store_click', country_id: 'FR', name: 'fr-fr' }],
    );
  });

  it('maps promotional popup views, clicks, closes and the newsletter subscribe event', () => {
    const fields = { index: 2, position: 'bottom_wide' as const };
    expect(popupsActionToEvents(promoPopupViewed(fields))).toEqual([
      { event: 'promotional_popup', action: 'view', popup_index: 2, popup_position: 'bottom_wide' },
    ]);
    expect(popupsActionToEvents(promoPopupClicked({ ...fields, buttonType: 'newsletter_scroll' }))).toEqual([
      {
        event: 'promotional_popup',
        action: 'click',
        popup_index: 2,
        popup_position: 'bottom_wide',
        button_type: 'newsletter_scroll',
      },
    ]);
    expect(popupsActionToEvents(promoPopupClosed(fields))).toEqual([
      { event: 'promotional_popup', action: 'close', popup_index: 2, popup_position: 'bottom_wide' },
    ]);
    expect(popupsActionToEvents(promoNewsletterSubscribe({ index: 2 }))).toEqual([
      { event: 'newsletter_subscribe', source: 'promotional_popup', popup_index: 2 },
    ]);
  });

  it('ignores every other action', () => {
    expect(popupsActionToEvents({ type: 'cart/itemAdded' })).toEqual([]);
    expect(retailerPopupActionToEvents({ type: 'cart/itemAdded' })).toEqual([]);
  });
});
