import type { Queryable } from '../types';
import { COLLECTIONS } from './collections';
import { idOf, idsBy, insertRows } from './insert';

export const WATCHES_PATH = 'watches';
export const STRAPS_PATH = 'straps';
export const LEATHER_STRAPS_PATH = 'straps/leather-straps';
export const METAL_RUBBER_STRAPS_PATH = 'straps/metal-rubber-straps';
export const collectionCategoryPath = (collectionCode: string): string => `${WATCHES_PATH}/${collectionCode}`;

type CategoryRow = {
  parent_id: number | null;
  url_key: string;
  url_path: string;
  name: string;
  description: string | null;
  level: number;
  position: number;
  display_mode: string;
  category_type: number;
  collection_id: number | null;
  include_in_menu: boolean;
};

const COLUMNS = {
  parent_id: 'int',
  url_key: 'text',
  url_path: 'text',
  name: 'text',
  description: 'text',
  level: 'int',
  position: 'int',
  display_mode: 'text',
  category_type: 'smallint',
  collection_id: 'int',
  include_in_menu: 'boolean',
} as const;

const row = (
  fields: Partial<CategoryRow> & Pick<CategoryRow, 'url_key' | 'url_path' | 'name'>,
): CategoryRow => ({
  parent_id: null,
  description: null,
  level: 1,
  position: 0,
  display_mode: 'grid',
  category_type: 0,
  collection_id: null,
  include_in_menu: true,
  ...fields,
});

/** The main menu: Watches (one child per collection), Straps (two children), The House (a content page). */
export async function insertCategories(
  q: Queryable,
  collectionIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const top = [
    row({ url_key: 'watches', url_path: WATCHES_PATH, name: 'Watches', position: 1 }),
    row({ url_key: 'straps', url_path: STRAPS_PATH, name: 'Straps', position: 2, category_type: 1 }),
    row({
      url_key: 'the-house',
      url_path: 'the-house',
      name: 'The House',
      position: 3,
      display_mode: 'html',
      description:
        'Since 1887, Maison Aurèle has made watches in a single workshop above the Lac de Joux. Every movement is assembled, regulated and cased by hand, and every watch we have made can still be serviced in that same workshop today.',
    }),
  ];
  const ids = idsBy(await insertRows(q, 'category', COLUMNS, top, { returning: 'id, url_path' }), 'url_path');
  const children = [
    ...COLLECTIONS.map((c, i) =>
      row({
        parent_id: idOf(ids, WATCHES_PATH),
        url_key: c.code,
        url_path: collectionCategoryPath(c.code),
        name: c.name,
        description: c.description,
        level: 2,
        position: i + 1,
        display_mode: 'list',
        collection_id: idOf(collectionIds, c.code),
      }),
    ),
    row({
      parent_id: idOf(ids, STRAPS_PATH),
      url_key: 'leather-straps',
      url_path: LEATHER_STRAPS_PATH,
      name: 'Leather straps',
      level: 2,
      position: 1,
      category_type: 1,
    }),
    row({
      parent_id: idOf(ids, STRAPS_PATH),
      url_key: 'metal-rubber-straps',
      url_path: METAL_RUBBER_STRAPS_PATH,
      name: 'Metal & rubber straps',
      level: 2,
      position: 2,
      category_type: 1,
    }),
  ];
  const childIds = idsBy(
    await insertRows(q, 'category', COLUMNS, children, { returning: 'id, url_path' }),
    'url_path',
  );
  return new Map([...ids, ...childIds]);
}
