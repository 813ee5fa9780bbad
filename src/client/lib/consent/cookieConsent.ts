/**
 * The adapter to the consent library (vanilla-cookieconsent 3.1.0): it shows the banner and the preferences,
 * remembers the choice in its own cookie (`cc_cookie`, six months), and reports every decision to the consent
 * store, which is all the rest of the app reads. Replacing the library means replacing this file and
 * consentBanner.ts only. This part is in the shell; the library, its settings and the banner's words are one
 * chunk (consentBanner.ts) fetched once the page has loaded, so none of it weighs on the first view.
 */
import type * as CookieConsent from 'vanilla-cookieconsent';
import { consent, type ConsentStore } from './consentState';
import type * as ConsentBanner from './consentBanner';

/** The banner's chunk, fetched once. */
let banner: Promise<typeof ConsentBanner> | null = null;
const consentBanner = () => (banner ??= import(/* webpackChunkName: "cookie-consent" */ './consentBanner'));

/** The banner is no part of the first view: its code is fetched once the page has loaded. */
const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The library once it has run (read the cookie, shown the banner if need be). */
let running: Promise<typeof CookieConsent> | null = null;

export function startCookieConsent(store: ConsentStore = consent): Promise<void> {
  running ??= pageLoaded()
    .then(consentBanner)
    .then((chunk) => chunk.runConsentBanner(store));
  return running.then(() => undefined);
}

/** Opens the preferences (the footer's 'Cookie preferences'). */
export function showConsentPreferences(): void {
  void (running ?? consentBanner().then((chunk) => chunk.cookieConsentLibrary)).then((consentLib) =>
    consentLib.showPreferences(),
  );
}
