/** Spec 9 "Timings: popups" and spec 4's rules, in one place. */

/** The country pop-in shows 3000 ms after the page loads. */
export const COUNTRY_POPIN_DELAY_MS = 3000;
/** Its store list expands in 1000 ms and collapses in 200 ms. */
export const STORE_LIST_EXPAND_MS = 1000;
export const STORE_LIST_COLLAPSE_MS = 200;

/** While another popup is visible, a popup due to show tries again every 5 s. */
export const POPUP_RETRY_MS = 5000;
/** A promotional popup's button navigates 800 ms after the click (the subscribe event goes first). */
export const PROMO_NAVIGATION_DELAY_MS = 800;
/** The `{index}-clicked` cookie lives one month. */
export const CLICKED_COOKIE_MONTHS = 1;
