import type { Queryable } from '../../db/types';
import type { BlockType, PageSection, Story, StoredBlock } from './block-data';
import { storePaths } from '../../../common/store-paths';

interface StoryRow {
  page_id: number;
  identifier: string;
  title: string;
  excerpt: string;
  image_url: string;
  image_alt: string;
  image_width: number;
  image_height: number;
}

export interface StoryPageRow extends StoryRow {
  meta_title: string;
  meta_description: string;
  content_heading: string;
  published_on: string | null;
  related_skus: string[];
  sections: PageSection[];
}

const STORY_COLUMNS = `p.id as page_id, p.identifier, s.title, s.excerpt, p.image_url, s.image_alt,
       p.image_width, p.image_height`;

export const storyFromRow = (storeCode: string, row: StoryRow): Story => ({
  page_id: row.page_id,
  title: row.title,
  url: storePaths.story(storeCode, row.identifier),
  excerpt: row.excerpt,
  image: { url: row.image_url, alt: row.image_alt, width: row.image_width, height: row.image_height },
});

/** The active blocks of a store's page, first to last. */
export async function loadBlocks(db: Queryable, storeId: number, page: 'home'): Promise<StoredBlock[]> {
  const { rows } = await db.query<{ identifier: string; block_type: BlockType; data: unknown }>(
    `select identifier, block_type, data from content_block
      where store_id = $1 and page = $2 and is_active order by position, id`,
    [storeId, page],
  );
  // The migration's checks keep block_type to the known kinds; `data` is the seed's (or an editor's) JSON.
  return rows.map((r) => ({ type: r.block_type, id: r.identifier, data: r.data }) as StoredBlock);
}

/** The store's active stories among `identifiers`, keyed by identifier (unknown ones are simply absent). */
export async function loadStories(
  db: Queryable,
  store: { id: number; code: string },
  identifiers: string[],
): Promise<Map<string, Story>> {
  if (!identifiers.length) return new Map();
  const { rows } = await db.query<StoryRow>(
    `select ${STORY_COLUMNS}
       from content_page p join content_page_store s on s.page_id = p.id and s.store_id = $1
      where p.is_active and p.identifier = any($2::text[])`,
    [store.id, identifiers],
  );
  return new Map(rows.map((r) => [r.identifier, storyFromRow(store.code, r)]));
}

export async function loadStoryPage(
  db: Queryable,
  storeId: number,
  identifier: string,
): Promise<StoryPageRow | null> {
  const { rows } = await db.query<StoryPageRow>(
    `select ${STORY_COLUMNS}, s.meta_title, s.meta_description, s.content_heading,
            to_char(p.published_on, 'YYYY-MM-DD') as published_on, p.related_skus, s.sections
       from content_page p join content_page_store s on s.page_id = p.id and s.store_id = $1
      where p.is_active and p.identifier = $2`,
    [storeId, identifier],
  );
  return rows[0] ?? null;
}

/** The store's newest stories other than `exceptPageId`. */
export async function loadRecentStories(
  db: Queryable,
  store: { id: number; code: string },
  exceptPageId: number,
  limit: number,
): Promise<Story[]> {
  const { rows } = await db.query<StoryRow>(
    `select ${STORY_COLUMNS}
       from content_page p join content_page_store s on s.page_id = p.id and s.store_id = $1
      where p.is_active and p.id <> $2
      order by p.published_on desc nulls last, p.id desc limit $3`,
    [store.id, exceptPageId, limit],
  );
  return rows.map((r) => storyFromRow(store.code, r));
}

/** Ids of the visible, listable top-level products among `skus`, keyed by SKU. */
export async function findListableProducts(db: Queryable, skus: string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const { rows } = await db.query<{ id: number; sku: string }>(
    `select id, sku from product
      where sku = any($1::text[]) and parent_id is null and is_visible and url_key is not null`,
    [skus],
  );
  return new Map(rows.map((r) => [r.sku, r.id]));
}
