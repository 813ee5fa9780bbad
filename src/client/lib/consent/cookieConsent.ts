/**
 * The adapter to the consent library (vanilla-cookieconsent 3.1.0): it shows the banner and the preferences,
 * remembers the choice in its own cookie (`cc_cookie`, six months), and reports every decision to the consent
 * store, which is all the rest of the app reads. Replacing the library means replacing this file,
 * rememberedChoice.ts and consentBanner.ts only. This part is in the shell; the library, its settings and the
 * banner's words are one chunk (consentBanner.ts), fetched once the page has loaded when the visitor has yet to
 * choose, and otherwise only when they open the preferences: a returning visitor's pages load none of it.
 */
import type * as CookieConsent from 'vanilla-cookieconsent';
import { consent, type ConsentStore } from './consentState';
import type * as ConsentBanner from './consentBanner';
import { rememberedChoice } from './rememberedChoice';

/** The banner's chunk, fetched once. */
let banner: Promise<typeof ConsentBanner> | null = null;
const consentBanner = () => (banner ??= import(/* webpackChunkName: "cookie-consent" */ './consentBanner'));

/** The banner is no part of the first view: its code is fetched once the page has loaded. */
const pageLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The store the page reports to (the tests' own, or the page's one). */
let reportTo: ConsentStore = consent;

/** The library once it has run (read its cookie, shown the banner if need be, reported the choice). */
let library: Promise<typeof CookieConsent> | null = null;
const runLibrary = (): Promise<typeof CookieConsent> =>
  (library ??= consentBanner().then((chunk) => chunk.runConsentBanner(reportTo)));

let started: Promise<void> | null = null;

/**
 * Once the page has loaded: a choice remembered from an earlier page is reported as it is (the library would
 * read the same cookie and report the same), otherwise the library runs and asks.
 */
export function startCookieConsent(store: ConsentStore = consent): Promise<void> {
  reportTo = store;
  started ??= pageLoaded().then(async () => {
    const remembered = rememberedChoice();
    if (remembered) store.record(remembered);
    else await runLibrary();
  });
  return started;
}

/** Opens the preferences (the footer's 'Cookie preferences'): the library first, if this page has not run it. */
export function showConsentPreferences(): void {
  void runLibrary().then((consentLib) => consentLib.showPreferences());
}
