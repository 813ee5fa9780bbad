/**
 * The consent library and its stylesheet, in a chunk of their own: the banner shows after the page, so neither
 * weighs on the first view's script (imported only by cookieConsent.ts, with import()).
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';

export const cookieConsentLibrary = CookieConsent;
