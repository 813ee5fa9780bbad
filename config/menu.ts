/**
 * The main menu's configured entries (spec 2.1, 3 'Menu item'), placed after the categories shown in the menu,
 * and the alternate menu. Paths are names of `src/common/store-paths.ts` builders, never written paths; html
 * entries are paragraphs of plain text the server escapes and wraps (no markup is configured here).
 */
export type MenuPathName =
  'storeLocator' | 'registerWatch' | 'contact' | 'newsletterSubscribePage' | 'account';

export interface ConfiguredMenuLink {
  key: string;
  name: string;
  path: MenuPathName;
  description?: string;
}

export type ConfiguredMenuEntry =
  | (ConfiguredMenuLink & { display_mode: 'link' })
  | (ConfiguredMenuLink & { display_mode: 'list' | 'grid'; children: ConfiguredMenuLink[] })
  | (ConfiguredMenuLink & { display_mode: 'html'; paragraphs: string[] });

export const MENU_ENTRIES: readonly ConfiguredMenuEntry[] = [
  {
    key: 'services',
    name: 'Services',
    path: 'contact',
    display_mode: 'list',
    children: [
      { key: 'services-register', name: 'Register my watch', path: 'registerWatch' },
      { key: 'services-boutiques', name: 'Find a boutique', path: 'storeLocator' },
      { key: 'services-newsletter', name: 'Newsletter', path: 'newsletterSubscribePage' },
      { key: 'services-contact', name: 'Contact us', path: 'contact' },
    ],
  },
  { key: 'boutiques', name: 'Boutiques', path: 'storeLocator', display_mode: 'link' },
];

/** Spec 2.1: the alternate menu's entity ids, in display order. */
export const ALTERNATE_MENU: readonly (ConfiguredMenuLink & {
  key: 'myAccount' | 'storeLocator' | 'registerMyWatch';
})[] = [
  { key: 'myAccount', name: 'My account', path: 'account' },
  { key: 'storeLocator', name: 'Store locator', path: 'storeLocator' },
  { key: 'registerMyWatch', name: 'Register my watch', path: 'registerWatch' },
];
