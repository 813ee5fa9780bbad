import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The product page's words (namespace `product`, translated in src/common/i18n/translations/{language}/
 * product.json). The services (reservation, appointment, stock alert) keep theirs beside them, as
 * `product.{service}.*` in the same file.
 */
export const productMessages = defineMessages({
  inStock: { id: 'product.inStock', defaultMessage: 'In stock' },
  outOfStock: { id: 'product.outOfStock', defaultMessage: 'Out of stock' },
  // sku: the watch's reference number, shown in <value>.
  reference: { id: 'product.reference', defaultMessage: 'Reference <value>{sku}</value>' },
  chooseWatch: { id: 'product.chooseWatch', defaultMessage: 'Choose your watch' },
  description: { id: 'product.description', defaultMessage: 'Description' },
  specifications: { id: 'product.specifications', defaultMessage: 'Specifications' },
  // A position in a series: "2 / 5" (a slide of the gallery, a section of the features).
  counter: { id: 'product.counter', defaultMessage: '{index} / {count}' },
});

/** The add-to-cart form. */
export const addToCartMessages = defineMessages({
  form: { id: 'product.addToCart.form', defaultMessage: 'Add to cart' },
  // Short for "quantity", beside a small number select.
  qty: { id: 'product.addToCart.qty', defaultMessage: 'Qty' },
  button: { id: 'product.addToCart.button', defaultMessage: 'Add to Cart' },
});

/** Custom options, the size guide and the engraving. */
export const optionMessages = defineMessages({
  // The empty choice of an optional drop-down.
  pleaseSelect: { id: 'product.options.pleaseSelect', defaultMessage: '-- Please Select --' },
  // label: the size guide's name (from the catalogue); the rest is read by screen readers only.
  sizeGuide: {
    id: 'product.options.sizeGuide',
    defaultMessage: '{label}<format> (PDF)</format><hidden>, opens in a new tab</hidden>',
  },
  addEngraving: { id: 'product.engraving.add', defaultMessage: 'Add an engraving' },
  engravingText: { id: 'product.engraving.text', defaultMessage: 'Engraving text' },
  // marks: the punctuation an engraver can cut, separated by spaces (e.g. ". , - ' &").
  engravingHint: { id: 'product.engraving.hint', defaultMessage: 'Letters, digits, spaces and {marks}' },
  engravingCount: {
    id: 'product.engraving.count',
    defaultMessage: '{count, number} / {max, number} characters',
  },
  // character: the one character the engraver cannot cut.
  unsupportedCharacter: {
    id: 'product.engraving.unsupportedCharacter',
    defaultMessage: 'Character ({character}) is not currently supported.',
  },
  accept: { id: 'product.engraving.accept', defaultMessage: 'Accept' },
  deny: { id: 'product.engraving.deny', defaultMessage: 'Deny' },
});

/** The image and video gallery. */
export const galleryMessages = defineMessages({
  zoomOut: { id: 'product.gallery.zoomOut', defaultMessage: 'Zoom out' },
  zoomIn: { id: 'product.gallery.zoomIn', defaultMessage: 'Zoom in' },
  closeFullscreen: { id: 'product.gallery.closeFullscreen', defaultMessage: 'Close fullscreen view' },
  previous: { id: 'product.gallery.previous', defaultMessage: 'Previous media' },
  next: { id: 'product.gallery.next', defaultMessage: 'Next media' },
  // title: the product's name.
  fullscreen: { id: 'product.gallery.fullscreen', defaultMessage: '{title}: fullscreen gallery' },
  // alt: the picture's description.
  openFullscreen: { id: 'product.gallery.openFullscreen', defaultMessage: 'Open fullscreen view: {alt}' },
  thumbs: { id: 'product.gallery.thumbs', defaultMessage: 'Product images and videos' },
  showImage: {
    id: 'product.gallery.showImage',
    defaultMessage: 'Show image {index, number} of {count, number}: {alt}',
  },
  showVideo: {
    id: 'product.gallery.showVideo',
    defaultMessage: 'Show video {index, number} of {count, number}: {title}',
  },
  playVideo: { id: 'product.gallery.playVideo', defaultMessage: 'Play video: {title}' },
  play: { id: 'product.gallery.play', defaultMessage: 'Play' },
});

/** The variations carousel and the parallax features. */
export const sectionMessages = defineMessages({
  variations: { id: 'product.variations.heading', defaultMessage: 'Variations' },
  filterVariations: { id: 'product.variations.filters', defaultMessage: 'Filter the variations' },
  previousVariations: { id: 'product.variations.previous', defaultMessage: 'Previous variations' },
  nextVariations: { id: 'product.variations.next', defaultMessage: 'Next variations' },
  variationsShown: {
    id: 'product.variations.shown',
    defaultMessage: '{shown, number} of {total, number} variations shown',
  },
  features: { id: 'product.features.heading', defaultMessage: 'Features' },
  featureSections: { id: 'product.features.sections', defaultMessage: 'Feature sections' },
  // title: the section's title (from the catalogue).
  featureSection: {
    id: 'product.features.section',
    defaultMessage: 'Section {index, number} of {count, number}: {title}',
  },
});

/** Straps on a watch's page and a strap's popup. */
export const strapMessages = defineMessages({
  form: { id: 'product.straps.form', defaultMessage: 'Straps for this watch' },
  count: {
    id: 'product.straps.count',
    defaultMessage: '{count, plural, one {# strap fits this watch} other {# straps fit this watch}}',
  },
  watches: { id: 'product.straps.watches', defaultMessage: 'Watches this strap fits' },
});
