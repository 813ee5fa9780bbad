/**
 * The consent banner's chunk (fetched by cookieConsent.ts with import() once the page has loaded): the library
 * and its stylesheet, its settings, and the banner's and the preferences' words in the store's language.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { createIntl, createIntlCache } from 'react-intl';
import { CONSENT_CATEGORIES, type ConsentStore } from './consentState';
import {
  SHOP_LANGUAGES,
  SOURCE_LANGUAGE,
  shopLanguage,
  type ShopLanguage,
} from '../../../common/i18n/languages';
import { escapeHtml } from '../../../common/escape-html';
import { loadMessages } from '../i18n/loadMessages';
import { CATEGORY_TEXTS, CONSENT_TEXTS } from './consentTexts';
import { CONSENT_COOKIE, CONSENT_REVISION } from './rememberedChoice';
import './consent.css';

const CONSENT_DAYS = 182;

/** Runs the library (it reads its cookie and shows the banner if need be), in the page's language. */
export async function runConsentBanner(store: ConsentStore): Promise<typeof CookieConsent> {
  followDocumentLanguage(CookieConsent);
  await CookieConsent.run(consentConfig(store));
  return CookieConsent;
}

function consentConfig(store: ConsentStore): CookieConsent.CookieConsentConfig {
  return {
    // The library hides itself from browsers driven by tools (navigator.webdriver); the journeys are such a
    // browser, and a shop has no reason to withhold the choice from anyone.
    hideFromBots: false,
    // Scripts are loaded by the app after consent, not by rewritten <script> tags (the CSP forbids inline ones).
    manageScriptTags: false,
    // The shell reads a remembered choice without the library by the same rules (rememberedChoice.ts).
    revision: CONSENT_REVISION,
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
