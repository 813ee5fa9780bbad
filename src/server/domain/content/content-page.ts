import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import type { ContentPage } from './block-data';
import { loadRecentStories, loadStoryPage, storyFromRow } from './content.sql';
import { resolveProductLists, type ContentWarn } from './resolve-products';
import { ContentPage as ContentPageFacts } from '../../../common/contract/facts.gen';

type Store = Pick<StoreView, 'id' | 'code' | 'currencyCode'>;

/** Other stories offered at the foot of a story: the contract allows three. */
const MORE_STORIES = ContentPageFacts.more_stories.maxItems;

/** A story page of the store (page type 7), or null when the store has no active page by that identifier. */
export async function buildContentPage(
  db: Queryable,
  store: Store,
  identifier: string,
  warn: ContentWarn,
): Promise<ContentPage | null> {
  const row = await loadStoryPage(db, store.id, identifier);
  if (!row) return null;
  const story = storyFromRow(store.code, row);
  const [related = []] = await resolveProductLists(
    db,
    store,
    [{ source: `content_page ${identifier}`, skus: row.related_skus }],
    warn,
  );
  return {
    page_id: row.page_id,
    identifier: row.identifier,
    url: story.url,
    title: row.title,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    content_heading: row.content_heading,
    excerpt: row.excerpt,
    published_on: row.published_on,
    image: story.image,
    sections: row.sections,
    related_products: related,
    more_stories: await loadRecentStories(db, store, row.page_id, MORE_STORIES),
  };
}
