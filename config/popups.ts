/**
 * The popups' configuration (issue 12): the country pop-in's suggestion setting, the header a CDN or proxy
 * tells the visitor's country in, and the demo content the seed writes (retailers, promotional popups). The
 * server reads retailers and popups back from the database, so a real shop manages them there.
 */

/** Spec 4: with it, every store of the visitor's country's website is suggested, not only one. */
export const SHOW_ALL_COUNTRY_STORES = false;

/**
 * The request header with the visitor's ISO country code, as Cloudflare (`CF-IPCountry`), CloudFront
 * (`CloudFront-Viewer-Country`) or a proxy (`X-Country-Code`) sets it. `VISITOR_COUNTRY_HEADER` overrides it.
 */
export const DEFAULT_VISITOR_COUNTRY_HEADER = 'cf-ipcountry';

export interface RetailerSeed {
  name: string;
  street: string;
  zip: string;
  city: string;
  countryId: string;
  telephone: string;
  url: string;
}

/** A few authorised retailers in each country where the house has no web store of its own. */
export const DEMO_RETAILERS: readonly RetailerSeed[] = [
  r('Juwelier Hartmann', 'Maximilianstraße 12', '80539', 'München', 'DE', '+49 89 2900 1887'),
  r('Uhrenhaus am Jungfernstieg', 'Jungfernstieg 7', '20354', 'Hamburg', 'DE', '+49 40 3570 1887'),
  r('Gioielleria Ferraro', 'Via Montenapoleone 8', '20121', 'Milano', 'IT', '+39 02 7600 1887'),
  r('Orologeria Bellini', 'Via dei Condotti 21', '00187', 'Roma', 'IT', '+39 06 6790 1887'),
  r('Relojería Castell', 'Passeig de Gràcia 55', '08007', 'Barcelona', 'ES', '+34 93 4870 1887'),
  r('Joyería Serrano', 'Calle de Serrano 38', '28001', 'Madrid', 'ES', '+34 91 5770 1887'),
  r('Marina Hours', 'Dubai Mall, Fashion Avenue', '00000', 'Dubai', 'AE', '+971 4 3390 1887'),
  r('Harbour Time', 'Canton Road 3', '999077', 'Hong Kong', 'HK', '+852 2730 1887'),
  r('Orchard Horology', '391 Orchard Road', '238872', 'Singapore', 'SG', '+65 6733 1887'),
  r('Collins Street Watches', '120 Collins Street', '3000', 'Melbourne', 'AU', '+61 3 9650 1887'),
  r('Sydney Time Merchants', '188 Pitt Street', '2000', 'Sydney', 'AU', '+61 2 9231 1887'),
];

function r(name: string, street: string, zip: string, city: string, countryId: string, telephone: string) {
  const slug = name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
  return { name, street, zip, city, countryId, telephone, url: `https://${slug}.example` };
}

export type PromoPosition = 'center' | 'bottom_wide' | 'bottom_left' | 'bottom_right';
export type PromoButtonType = 'none' | 'link' | 'newsletter_scroll';

export interface PromotionalPopupSeed {
  index: number;
  timer: number;
  position: PromoPosition;
  title: string;
  content: string;
  buttonType: PromoButtonType;
  buttonLabel: string | null;
  buttonNewTab: boolean;
  /** Where the button goes, relative to the store root (the seed makes it a store path). */
  buttonPath: string | null;
}

/**
 * The demo stores' promotional popups: a centred announcement, then a wide newsletter band at the bottom. The
 * browser journeys mark these indexes clicked (`test/e2e/browser.ts`) so that only the popups journey meets them.
 */
export const DEMO_PROMOTIONAL_POPUPS: readonly PromotionalPopupSeed[] = [
  {
    index: 1,
    timer: 5,
    position: 'center',
    title: 'A new blue for the Heritage Chronograph',
    content:
      'A midnight-blue sunray dial for the house’s first chronograph, in 40 and 42 mm.\n\nNow in the boutiques and online.',
    buttonType: 'link',
    buttonLabel: 'Discover the watch',
    buttonNewTab: false,
    buttonPath: 'heritage-chronograph-40.html',
  },
  {
    index: 2,
    timer: 8,
    position: 'bottom_wide',
    title: 'Letters from the atelier',
    content: 'News of the collections and the workshop, four times a year.',
    buttonType: 'newsletter_scroll',
    buttonLabel: 'Subscribe',
    buttonNewTab: false,
    buttonPath: 'newsletter/subscribe',
  },
];
