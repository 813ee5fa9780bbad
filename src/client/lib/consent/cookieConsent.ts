import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { consent, CONSENT_CATEGORIES, type ConsentStore } from './consentState';
import { CATEGORY_TEXTS, CONSENT_TEXTS } from './consentTexts';

/**
 * The adapter to the consent library (vanilla-cookieconsent 3.1.0): it shows the banner and the preferences,
 * remembers the choice in its own cookie (`cc_cookie`, six months), and reports every decision to the consent
 * store, which is all the rest of the app reads. Replacing the library means replacing this file only.
 */
export const CONSENT_COOKIE = 'cc_cookie';
const CONSENT_DAYS = 182;

let started = false;

export function startCookieConsent(store: ConsentStore = consent): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  return CookieConsent.run({
    // The library hides itself from browsers driven by tools (navigator.webdriver); the journeys are such a
    // browser, and a shop has no reason to withhold the choice from anyone.
    hideFromBots: false,
    // Scripts are loaded by the app after consent, not by rewritten <script> tags (the CSP forbids inline ones).
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      functional: {},
      marketing: {},
    },
    onConsent: ({ cookie }) => store.record(cookie.categories),
    onChange: ({ cookie }) => {
      const before = store.getSnapshot().accepted;
      store.record(cookie.categories);
      // A script already loaded cannot be unloaded: a withdrawn consent takes effect on a fresh page.
      if (before.some((name) => !store.isGranted(name))) window.location.reload();
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: CONSENT_TEXTS.bannerTitle,
            description: CONSENT_TEXTS.bannerText,
            acceptAllBtn: CONSENT_TEXTS.acceptAll,
            acceptNecessaryBtn: CONSENT_TEXTS.necessaryOnly,
            showPreferencesBtn: CONSENT_TEXTS.showPreferences,
          },
          preferencesModal: {
            title: CONSENT_TEXTS.preferencesTitle,
            acceptAllBtn: CONSENT_TEXTS.acceptAll,
            acceptNecessaryBtn: CONSENT_TEXTS.necessaryOnly,
            savePreferencesBtn: CONSENT_TEXTS.savePreferences,
            closeIconLabel: CONSENT_TEXTS.close,
            sections: CONSENT_CATEGORIES.map((name) => ({
              title: CATEGORY_TEXTS[name].title,
              description: CATEGORY_TEXTS[name].description,
              linkedCategory: name,
            })),
          },
        },
      },
    },
  });
}

/** Opens the preferences (the footer's 'Cookie preferences'). */
export function showConsentPreferences(): void {
  CookieConsent.showPreferences();
}
