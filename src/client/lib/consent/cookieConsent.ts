import type * as CookieConsent from 'vanilla-cookieconsent';
import { consent, CONSENT_CATEGORIES, type ConsentStore } from './consentState';
import { createIntl, createIntlCache } from 'react-intl';
import {
  SHOP_LANGUAGES,
  SOURCE_LANGUAGE,
  shopLanguage,
  type ShopLanguage,
} from '../../../common/i18n/languages';
import { escapeHtml } from '../../../common/escape-html';
import { loadMessages } from '../i18n/loadMessages';
import { CATEGORY_TEXTS, CONSENT_TEXTS } from './consentTexts';

/**
 * The adapter to the consent library (vanilla-cookieconsent 3.1.0): it shows the banner and the preferences,
 * remembers the choice in its own cookie (`cc_cookie`, six months), and reports every decision to the consent
 * store, which is all the rest of the app reads. Replacing the library means replacing this file only.
 */
export const CONSENT_COOKIE = 'cc_cookie';
const CONSENT_DAYS = 182;

/** The library, fetched once (see consentLibrary.ts). */
let library: Promise<typeof CookieConsent> | null = null;
const consentLibrary = (): Promise<typeof CookieConsent> =>
  (library ??= import(/* webpackChunkName: "cookie-consent" */ './consentLibrary').then(
    (m) => m.cookieConsentLibrary,
  ));

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
    .then(consentLibrary)
    .then(async (consentLib) => {
      followDocumentLanguage(consentLib);
      await consentLib.run(consentConfig(store));
      return consentLib;
    });
  return running.then(() => undefined);
}

function consentConfig(store: ConsentStore): CookieConsent.CookieConsentConfig {
  return {
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
    // The banner speaks the page's language: <html lang> is the store's (set by the server and by the store
    // gate), and each translation is made from the message catalogue only when that language is asked for.
    language: {
      default: SOURCE_LANGUAGE,
      autoDetect: 'document',
      translations: Object.fromEntries(
        SHOP_LANGUAGES.map((language) => [language, () => consentTranslation(language)]),
      ),
    },
  };
}

const cache = createIntlCache();

/** The banner's and the preferences' words in one language, from the same catalogue as the rest of the shop. */
export async function consentTranslation(language: ShopLanguage): Promise<CookieConsent.Translation> {
  const messages = await loadMessages(language);
  const intl = createIntl(
    { locale: language, defaultLocale: SOURCE_LANGUAGE, messages, onError: () => {} },
    cache,
  );
  const t = (descriptor: (typeof CONSENT_TEXTS)[keyof typeof CONSENT_TEXTS]) =>
    intl.formatMessage(descriptor);
  return {
    consentModal: {
      title: t(CONSENT_TEXTS.bannerTitle),
      // The library sets the description as HTML: the catalogue's words go in as text.
      description: [CONSENT_TEXTS.bannerNeeded, CONSENT_TEXTS.bannerWithConsent, CONSENT_TEXTS.bannerChange]
        .map((part) => `<span class="cm__desc-part">${escapeHtml(t(part))}</span>`)
        .join(''),
      acceptAllBtn: t(CONSENT_TEXTS.acceptAll),
      acceptNecessaryBtn: t(CONSENT_TEXTS.necessaryOnly),
      showPreferencesBtn: t(CONSENT_TEXTS.showPreferences),
    },
    preferencesModal: {
      title: t(CONSENT_TEXTS.preferencesTitle),
      acceptAllBtn: t(CONSENT_TEXTS.acceptAll),
      acceptNecessaryBtn: t(CONSENT_TEXTS.necessaryOnly),
      savePreferencesBtn: t(CONSENT_TEXTS.savePreferences),
      closeIconLabel: t(CONSENT_TEXTS.close),
      sections: CONSENT_CATEGORIES.map((name) => ({
        title: t(CATEGORY_TEXTS[name].title),
        description: t(CATEGORY_TEXTS[name].description),
        linkedCategory: name,
      })),
    },
  };
}

/**
 * The store gate sets <html lang> to the store's language; a move to a store of another language without a page
 * load changes it, and the banner follows.
 */
function followDocumentLanguage(consentLib: typeof CookieConsent): void {
  if (typeof MutationObserver !== 'function') return;
  new MutationObserver(() => {
    void consentLib.setLanguage(shopLanguage(document.documentElement.lang || SOURCE_LANGUAGE));
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/** Opens the preferences (the footer's 'Cookie preferences'). */
export function showConsentPreferences(): void {
  void (running ?? consentLibrary()).then((consentLib) => consentLib.showPreferences());
}
