import type { IntlShape } from '@formatjs/intl';
import type { ConfiguredMenuLink } from '../../../../config/menu';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The configured menu entries' names (`config/menu.ts`) in the store's language, by the entry's key. The
 * configuration stays the one list of which entries exist and holds their English; each English
 * `defaultMessage` here is the configured name (menu-entry-names.test.ts holds them together and checks that
 * every configured key has its message).
 */
export const MENU_ENTRY_NAMES = defineMessages({
  services: { id: 'configured.menu.services', defaultMessage: 'Services' },
  'services-register': { id: 'configured.menu.servicesRegister', defaultMessage: 'Register my watch' },
  'services-boutiques': { id: 'configured.menu.servicesBoutiques', defaultMessage: 'Find a boutique' },
  'services-newsletter': { id: 'configured.menu.servicesNewsletter', defaultMessage: 'Newsletter' },
  'services-contact': { id: 'configured.menu.servicesContact', defaultMessage: 'Contact us' },
  boutiques: { id: 'configured.menu.boutiques', defaultMessage: 'Boutiques' },
  myAccount: { id: 'configured.menu.myAccount', defaultMessage: 'My account' },
  storeLocator: { id: 'configured.menu.storeLocator', defaultMessage: 'Store locator' },
  registerMyWatch: { id: 'configured.menu.registerMyWatch', defaultMessage: 'Register my watch' },
});

/** An entry's name; an entry added to the configuration without a message keeps its configured name. */
export const menuEntryName = (intl: IntlShape, link: Pick<ConfiguredMenuLink, 'key' | 'name'>): string =>
  Object.hasOwn(MENU_ENTRY_NAMES, link.key)
    ? intl.formatMessage(MENU_ENTRY_NAMES[link.key as keyof typeof MENU_ENTRY_NAMES])
    : link.name;
