import type { Image, Price, ProductListItem, ProductVariation } from '../../api/catalog';
import { productCardMessages } from './messages';

/**
 * What a list item shows (spec 3 'Product variation (list item)'): the fields that change together when the
 * shopper switches to another variation (spec 4 'Product list variation switch').
 */
export interface DisplayedVariation {
  /** The variation shown, or null for a product without variations (a strap, a gift box). */
  variationId: number | null;
  /** The SKU the add-to-cart is bound to. */
  sku: string;
  name: string;
  url: string;
  collection: string | null;
  image: Image;
  price: Price;
  /** Null hides the case size. */
  caseSize: string | null;
  isSaleable: boolean;
}

function fromVariation(product: ProductListItem, variation: ProductVariation): DisplayedVariation {
  return {
    variationId: variation.id,
    sku: variation.sku,
    name: variation.name,
    url: variation.url,
    collection: product.collection?.name ?? null,
    image: variation.image,
    price: variation.price,
    caseSize: variation.case_size || null,
    isSaleable: variation.is_saleable,
  };
}

/** The item as the server first shows it: its initial variation, else the product itself. */
export function initialVariation(product: ProductListItem): DisplayedVariation {
  const initial = product.variations.find((v) => v.id === product.initial_variation_id);
  // The product's own URL, not the variation's: one address per product until the shopper picks another.
  if (initial) return { ...fromVariation(product, initial), url: product.url };
  return {
    variationId: null,
    sku: product.sku,
    name: product.name,
    url: product.url,
    collection: product.collection?.name ?? null,
    image: product.image,
    price: product.price,
    caseSize: product.case_size || null,
    isSaleable: product.is_saleable,
  };
}

/**
 * Switches the item to another variation. Choosing the variation already shown (or one the product does not
 * have) returns `current` itself, so that nothing re-renders and nothing is reported.
 */
export function switchVariation(
  current: DisplayedVariation,
  product: ProductListItem,
  variationId: number,
): DisplayedVariation {
  if (current.variationId === variationId) return current;
  const next = product.variations.find((v) => v.id === variationId);
  return next ? fromVariation(product, next) : current;
}

/** The stock text of spec 4 (available or unavailable, from isSaleable), to show in the store's language. */
export const stockMessage = (isSaleable: boolean) =>
  isSaleable ? productCardMessages.inStock : productCardMessages.outOfStock;
