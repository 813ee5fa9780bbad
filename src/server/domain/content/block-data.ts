import type { components } from '../../../common/contract/schema.gen';

type Schemas = components['schemas'];

/*
 * What `content_block.data` and `content_page_store.sections` hold: the contract's shapes, except where the
 * store decides. Buttons name a storefront path without the store code (`watches`), so one configuration
 * serves every store; product carousels name products by SKU and stories blocks name pages by identifier,
 * resolved per store when the page is read. The seed is typed against these, so it cannot drift.
 */
export interface StoredButton {
  label: string;
  /** Storefront path below the store code, e.g. `watches/heritage`; empty for the store's home. */
  path: string;
}

export type StoredSlide = Omit<Schemas['Slide'], 'button'> & { button: StoredButton | null };

export interface BlockData {
  content_slider: Omit<Schemas['ContentSliderBlock'], 'type' | 'id' | 'slides'> & { slides: StoredSlide[] };
  product_carousel: Omit<Schemas['ProductCarouselBlock'], 'type' | 'id' | 'products' | 'button'> & {
    skus: string[];
    button: StoredButton | null;
  };
  text: Omit<Schemas['TextBlock'], 'type' | 'id' | 'buttons'> & { buttons: StoredButton[] };
  stories: Omit<Schemas['StoriesBlock'], 'type' | 'id' | 'stories'> & { page_identifiers: string[] };
  mall_links: Omit<Schemas['MallLinksBlock'], 'type' | 'id'>;
}

export type BlockType = keyof BlockData;
export type MallLinksBlockData = BlockData['mall_links'];

/** One configured block, as the seed writes it and the loader reads it. */
export type StoredBlock = { [T in BlockType]: { type: T; id: string; data: BlockData[T] } }[BlockType];

export type PageSection = Schemas['PageSection'];
export type ContentBlock = Schemas['ContentBlock'];
export type HomeContent = Schemas['HomeContent'];
export type ContentPage = Schemas['ContentPage'];
export type Story = Schemas['Story'];
export type ProductListItem = Schemas['ProductListItem'];
