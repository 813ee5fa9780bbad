import { STORY_HEIGHT, STORY_WIDTH } from '../../media';
import type { Queryable } from '../types';
import { homeBlocks } from './content-home';
import { STORIES } from './content-stories';
import { contentTextsOf } from './content-texts';
import { idsBy, idOf, insertRows } from './insert';

/** The demo content (home blocks and stories of every store): the seed's step `002_content`. */
export async function insertContent(q: Queryable): Promise<void> {
  const { rows: stores } = await q.query<{ id: number; code: string; language_code: string }>(
    'select id, code, language_code from store order by sort_order, id',
  );
  const pages = idsBy(
    await insertRows(
      q,
      'content_page',
      {
        identifier: 'text',
        image_url: 'text',
        image_width: 'int',
        image_height: 'int',
        related_skus: 'text[]',
        published_on: 'date',
      },
      STORIES.map((story) => ({
        identifier: story.identifier,
        image_url: `/media/stories/${story.scene}.svg`,
        image_width: STORY_WIDTH,
        image_height: STORY_HEIGHT,
        related_skus: story.relatedSkus,
        published_on: story.publishedOn,
      })),
      { returning: 'id, identifier' },
    ),
    'identifier',
  );
  await insertRows(
    q,
    'content_page_store',
    {
      page_id: 'int',
      store_id: 'int',
      title: 'text',
      meta_title: 'text',
      meta_description: 'text',
      content_heading: 'text',
      excerpt: 'text',
      image_alt: 'text',
      sections: 'jsonb',
    },
    stores.flatMap((store) =>
      STORIES.map((story) => {
        const copy = contentTextsOf(store.language_code).stories[story.identifier];
        return {
          page_id: idOf(pages, story.identifier),
          store_id: store.id,
          title: copy.title,
          meta_title: `${copy.title} | Maison Aurèle`,
          meta_description: copy.excerpt,
          content_heading: copy.title,
          excerpt: copy.excerpt,
          image_alt: copy.alt,
          sections: copy.sections,
        };
      }),
    ),
  );
  await insertRows(
    q,
    'content_block',
    { store_id: 'int', page: 'text', identifier: 'text', block_type: 'text', position: 'int', data: 'jsonb' },
    stores.flatMap((store) =>
      homeBlocks(store.code, contentTextsOf(store.language_code)).map((block, index) => ({
        store_id: store.id,
        page: 'home',
        identifier: block.id,
        block_type: block.type,
        position: (index + 1) * 10,
        data: block.data,
      })),
    ),
  );
}
