import { CountryPopin } from './country/CountryPopin';
import { PromotionalPopups } from './promo/PromotionalPopups';
import { RetailerPopupHost } from './retailer/RetailerPopup';

/**
 * Mounted once in the store layout: the country pop-in, the promotional popups (one visible at a time, they
 * take turns) and the retailer popup the visitor opens.
 */
export function PopupsHost() {
  return (
    <>
      <CountryPopin />
      <PromotionalPopups />
      <RetailerPopupHost />
    </>
  );
}
