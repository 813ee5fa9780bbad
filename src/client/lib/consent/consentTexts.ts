import type { ConsentCategory } from './consentState';

/** What the banner and the preferences say (English, the shop's interface language). */
export const CONSENT_TEXTS = {
  bannerTitle: 'Your privacy',
  bannerText:
    'We use cookies that the shop needs to work. With your permission we also measure visits to improve the ' +
    'shop, offer a chat with a client advisor and tailor our communication. You can change your choice at any ' +
    'time under ‘Cookie preferences’ at the foot of every page.',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  showPreferences: 'Preferences',
  preferencesTitle: 'Cookie preferences',
  savePreferences: 'Save my choice',
  close: 'Close',
  footerLink: 'Cookie preferences',
} as const;

export const CATEGORY_TEXTS: Record<ConsentCategory, { title: string; description: string }> = {
  necessary: {
    title: 'Necessary',
    description:
      'Your session, shopping bag, sign-in and this choice. The shop cannot work without them, so they are always on.',
  },
  analytics: {
    title: 'Analytics',
    description:
      'Our tag manager measures how the shop is used (pages seen, searches, orders) so that we can improve it.',
  },
  functional: {
    title: 'Client advisor chat',
    description:
      'The chat with a client advisor at the foot of the page. It is only loaded when you scroll down to it.',
  },
  marketing: {
    title: 'Marketing',
    description:
      'Lets our partners show you relevant news about our watches on other sites, and measure our campaigns.',
  },
};
