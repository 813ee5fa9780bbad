import type { ContentBlock } from '../../api/content';
import { LazyContentSlider, LazyProductCarousel } from './LazyCarousels';
import { MallLinks } from './MallLinks';
import { StoriesBlock } from './StoriesBlock';
import { TextBlock } from './TextBlock';

/** The server's blocks, in its order; a kind this build does not know is skipped, not fatal. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'content_slider':
        return <LazyContentSlider key={block.id} block={block} leading={index === 0} />;
      case 'product_carousel':
        return <LazyProductCarousel key={block.id} block={block} />;
      case 'text':
        return <TextBlock key={block.id} block={block} />;
      case 'stories':
        return <StoriesBlock key={block.id} block={block} />;
      case 'mall_links':
        return <MallLinks key={block.id} block={block} />;
      default:
        return null;
    }
  });
}
