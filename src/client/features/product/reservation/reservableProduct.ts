import type { ProductDetail, ProductVariant } from '../../../api/catalog';

/** Spec 3 "Product (as used by reservation and analytics)": what the service modals need of the product. */
export interface ReservableProduct {
  id: number;
  sku: string;
  name: string;
}

/**
 * A boutique holds pieces of a variation: a configurable watch is reservable once its options chose one.
 * The video appointment is about the watch either way, so it falls back to the product itself.
 */
export function reservableItem(
  product: ProductDetail,
  variant: ProductVariant | null,
): ReservableProduct | null {
  const item = product.type === 'configurable' ? variant : product;
  return item ? { id: item.id, sku: item.sku, name: product.name } : null;
}

export const appointmentItem = (product: ProductDetail, variant: ProductVariant | null): ReservableProduct =>
  reservableItem(product, variant) ?? { id: product.id, sku: product.sku, name: product.name };
