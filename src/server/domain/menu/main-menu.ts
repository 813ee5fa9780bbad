import type { IntlShape } from '@formatjs/intl';
import {
  ALTERNATE_MENU,
  MENU_ENTRIES,
  type ConfiguredMenuEntry,
  type ConfiguredMenuLink,
} from '../../../../config/menu';
import type { components } from '../../../common/contract/schema.gen';
import { storePaths } from '../../../common/store-paths';
import type { Queryable } from '../../db/types';
import { buildTree, loadCategories } from '../catalog/category-tree.sql';
import { loadStoreTexts } from '../catalog/store-texts';
import { storeIntl } from '../i18n/store-intl';
import { escapeHtml } from './escape-html';
import { menuEntryName } from './menu-entry-names';

type MenuItem = components['schemas']['MenuItem'];
type MainMenu = components['schemas']['MainMenu'];
type CategoryNode = components['schemas']['CategoryNode'];

/** Markup built from text only: each paragraph escaped and wrapped, so no configured or stored markup passes. */
const paragraphsHtml = (paragraphs: readonly string[]): string =>
  paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');

function fromCategory(node: CategoryNode): MenuItem {
  const html =
    node.display_mode === 'html' ? paragraphsHtml(node.description ? [node.description] : []) : null;
  return {
    entity_id: String(node.entity_id),
    name: node.name,
    level: node.level,
    display_mode: node.display_mode,
    full_url: node.full_url,
    html,
    description: node.description,
    children: node.children.map(fromCategory),
  };
}

/** How the configured entries are made for one store: its code for the paths, its language for the names. */
interface EntryContext {
  storeCode: string;
  intl: IntlShape;
}

function fromLink(link: ConfiguredMenuLink, level: number, { storeCode, intl }: EntryContext): MenuItem {
  return {
    entity_id: link.key,
    name: menuEntryName(intl, link),
    level,
    display_mode: 'link',
    full_url: storePaths[link.path](storeCode),
    html: null,
    description: link.description ?? null,
    children: [],
  };
}

function fromEntry(entry: ConfiguredMenuEntry, context: EntryContext): MenuItem {
  const item = { ...fromLink(entry, 1, context), display_mode: entry.display_mode };
  if (entry.display_mode === 'html') return { ...item, html: paragraphsHtml(entry.paragraphs) };
  if (entry.display_mode === 'link') return item;
  return { ...item, children: entry.children.map((child) => fromLink(child, 2, context)) };
}

/** Spec 2.1: the categories shown in the menu, then the configured entries; and the alternate menu. */
export async function buildMainMenu(
  db: Queryable,
  store: { id: number; code: string; languageCode: string; locale: string },
): Promise<MainMenu> {
  const storeCode = store.code;
  const context: EntryContext = { storeCode, intl: storeIntl(store) };
  const [rows, texts] = await Promise.all([loadCategories(db), loadStoreTexts(db, store.id)]);
  const categories = buildTree(rows, storeCode, texts);
  return {
    items: [...categories.map(fromCategory), ...MENU_ENTRIES.map((entry) => fromEntry(entry, context))],
    alternate: ALTERNATE_MENU.map((link) => fromLink(link, 1, context)),
  };
}
