import { defineMessages } from '../../../common/i18n/define-messages';
import type { ConsentCategory } from './consentState';

/**
 * What the banner and the preferences say (namespace `consent`), in the store's language: part of the banner's
 * chunk (consentBanner.ts). The footer's link has its words in CookiePreferencesButton.tsx.
 */
export const CONSENT_TEXTS = defineMessages({
  bannerTitle: { id: 'consent.bannerTitle', defaultMessage: 'Your privacy' },
  // Three short paragraphs, not one long one: shorter to read, and no block of the banner (shown once the page
  // has loaded) is larger than the page's own content, which Chrome would otherwise take for its largest paint.
  bannerNeeded: { id: 'consent.bannerNeeded', defaultMessage: 'We use cookies that the shop needs to work.' },
  bannerWithConsent: {
    id: 'consent.bannerWithConsent',
    defaultMessage:
      'With your permission we also measure visits to improve the shop, offer a chat with a client advisor and ' +
      'tailor our communication.',
  },
  bannerChange: {
    id: 'consent.bannerChange',
    defaultMessage:
      'You can change your choice at any time under ‘Cookie preferences’ at the foot of every page.',
  },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all' },
  necessaryOnly: { id: 'consent.necessaryOnly', defaultMessage: 'Necessary only' },
  showPreferences: { id: 'consent.showPreferences', defaultMessage: 'Preferences' },
  preferencesTitle: { id: 'consent.preferencesTitle', defaultMessage: 'Cookie preferences' },
  savePreferences: { id: 'consent.savePreferences', defaultMessage: 'Save my choice' },
  close: { id: 'consent.close', defaultMessage: 'Close' },
});

const categoryMessages = defineMessages({
  necessaryTitle: { id: 'consent.necessaryTitle', defaultMessage: 'Necessary' },
  necessaryDescription: {
    id: 'consent.necessaryDescription',
    defaultMessage:
      'Your session, shopping bag, sign-in and this choice. The shop cannot work without them, so they are always on.',
  },
  analyticsTitle: { id: 'consent.analyticsTitle', defaultMessage: 'Analytics' },
  analyticsDescription: {
    id: 'consent.analyticsDescription',
    defaultMessage:
      'Our tag manager measures how the shop is used (pages seen, searches, orders) so that we can improve it.',
  },
  functionalTitle: { id: 'consent.functionalTitle', defaultMessage: 'Client advisor chat' },
  functionalDescription: {
    id: 'consent.functionalDescription',
    defaultMessage:
      'The chat with a client advisor at the foot of the page. It is only loaded when you scroll down to it.',
  },
  marketingTitle: { id: 'consent.marketingTitle', defaultMessage: 'Marketing' },
  marketingDescription: {
    id: 'consent.marketingDescription',
    defaultMessage:
      'Lets our partners show you relevant news about our watches on other sites, and measure our campaigns.',
  },
});

export const CATEGORY_TEXTS = {
  necessary: { title: categoryMessages.necessaryTitle, description: categoryMessages.necessaryDescription },
  analytics: { title: categoryMessages.analyticsTitle, description: categoryMessages.analyticsDescription },
  functional: {
    title: categoryMessages.functionalTitle,
    description: categoryMessages.functionalDescription,
  },
  marketing: { title: categoryMessages.marketingTitle, description: categoryMessages.marketingDescription },
} satisfies Record<ConsentCategory, unknown>;
