import { ALTERNATE_MENU, MENU_ENTRIES, type ConfiguredMenuLink } from '../../../../config/menu';
import { ENGLISH_INTL } from '../i18n/api-message';
import { storeIntl } from '../i18n/store-intl';
import { MENU_ENTRY_NAMES, menuEntryName } from './menu-entry-names';

const configured: ConfiguredMenuLink[] = [
  ...MENU_ENTRIES.flatMap((e) => [e, ...('children' in e ? e.children : [])]),
  ...ALTERNATE_MENU,
];

describe('the configured menu entries’ names', () => {
  it('have a message for every configured entry, whose English is the configured name', () => {
    for (const link of configured) {
      expect(Object.hasOwn(MENU_ENTRY_NAMES, link.key)).toBe(true);
      expect(menuEntryName(ENGLISH_INTL, link)).toBe(link.name);
    }
    // No message for an entry the configuration no longer has.
    expect(Object.keys(MENU_ENTRY_NAMES).sort()).toEqual(configured.map((l) => l.key).sort());
  });

  it('read in the store’s language; an entry added without a message keeps its configured name', () => {
    const german = storeIntl({ languageCode: 'de', locale: 'de-CH' });
    expect(menuEntryName(german, { key: 'services-boutiques', name: 'Find a boutique' })).toBe(
      'Boutique finden',
    );
    expect(menuEntryName(german, { key: 'watch-care', name: 'Watch care' })).toBe('Watch care');
  });
});
