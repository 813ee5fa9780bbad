export { MEDIA_VIEWS, PRODUCT_MEDIA_PREFIX, parseMediaPath, productMediaUrl, type MediaView } from './path';
export {
  loadProductImageInput,
  PRODUCT_IMAGE_SQL,
  productImageInputFromRow,
  type ProductImageInput,
  type ProductImageRow,
} from './input';
export { renderProductSvg } from './render';
export { renderBrandLogoSvg } from './logo';
export { HERO_VARIANTS, renderHeroSvg } from './hero';
export { renderGiftBoxSvg } from './gift-box';
export {
  isStoryScene,
  renderStorySvg,
  STORY_HEIGHT,
  STORY_SCENES,
  STORY_WIDTH,
  type StoryScene,
} from './story';
