import type { Queryable } from '../../db/types';
import type { StoreView } from '../store/store-registry';
import type {
  BlockData,
  ContentBlock,
  HomeContent,
  ProductListItem,
  Story,
  StoredBlock,
  StoredButton,
} from './block-data';
import { loadBlocks, loadStories } from './content.sql';
import { resolveProductLists, type ContentWarn } from './resolve-products';
import { storePaths } from '../../../common/store-paths';

type Store = Pick<StoreView, 'id' | 'code' | 'currencyCode'>;

const button = (code: string, b: StoredButton) => ({ label: b.label, url: storePaths.page(code, b.path) });

/**
 * The home page of a store: its configured blocks in order, with product carousels resolved to list items
 * (store currency, stock) and stories to the store's content pages. A block left with nothing to show (every
 * SKU or page unknown) is dropped rather than rendered as an empty frame.
 */
export async function buildHomeContent(db: Queryable, store: Store, warn: ContentWarn): Promise<HomeContent> {
  const blocks = await loadBlocks(db, store.id, 'home');
  const carousels = blocks.flatMap((b) => (b.type === 'product_carousel' ? [b] : []));
  const productLists = await resolveProductLists(
    db,
    store,
    carousels.map((b) => ({ source: `content_block ${b.id}`, skus: b.data.skus })),
    warn,
  );
  const products = new Map(carousels.map((b, i) => [b.id, productLists[i] ?? []]));
  const identifiers = blocks.flatMap((b) => (b.type === 'stories' ? b.data.page_identifiers : []));
  const stories = await loadStories(db, store, [...new Set(identifiers)]);

  const resolved = blocks.flatMap((block): ContentBlock[] => {
    const built = toContentBlock(store.code, block, products, stories, warn);
    if (built) return [built];
    warn({ store: store.code, block: block.id }, 'Content block has nothing to show; it is left out');
    return [];
  });
  return { store_code: store.code, blocks: resolved };
}

function toContentBlock(
  code: string,
  block: StoredBlock,
  products: Map<string, ProductListItem[]>,
  stories: Map<string, Story>,
  warn: ContentWarn,
): ContentBlock | null {
  switch (block.type) {
    case 'content_slider':
      return block.data.slides.length ? slider(code, block.id, block.data) : null;
    case 'product_carousel': {
      const { skus: _skus, button: b, ...rest } = block.data;
      const items = products.get(block.id) ?? [];
      if (!items.length) return null;
      return {
        type: 'product_carousel',
        id: block.id,
        ...rest,
        products: items,
        button: b && button(code, b),
      };
    }
    case 'text': {
      const { buttons, ...rest } = block.data;
      return { type: 'text', id: block.id, ...rest, buttons: buttons.map((b) => button(code, b)) };
    }
    case 'stories': {
      const { page_identifiers: wanted, ...rest } = block.data;
      const missing = wanted.filter((identifier) => !stories.has(identifier));
      if (missing.length) {
        warn({ store: code, block: block.id, pages: missing }, 'Stories block names pages the store lacks');
      }
      const list = wanted.flatMap((identifier) => stories.get(identifier) ?? []);
      return list.length ? { type: 'stories', id: block.id, ...rest, stories: list } : null;
    }
    case 'mall_links':
      return block.data.links.length ? { type: 'mall_links', id: block.id, ...block.data } : null;
  }
}

function slider(code: string, id: string, data: BlockData['content_slider']): ContentBlock {
  return {
    type: 'content_slider',
    id,
    title: data.title,
    settings: data.settings,
    slides: data.slides.map((s) => ({ ...s, button: s.button && button(code, s.button) })),
  };
}
