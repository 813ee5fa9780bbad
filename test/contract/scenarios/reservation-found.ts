import type { components } from '../../../src/common/contract/schema.gen';

type ShopOption = components['schemas']['ReservationShopOption'];

/** What the reservation scenarios learn from one another: a product some boutique holds, and the boutiques. */
export interface ReservationFound {
  /** A variation (or simple product) with at least one boutique holding a piece. */
  product: { id: number; sku: string } | null;
  shops: ShopOption[];
}

export const emptyReservationFound = (): ReservationFound => ({ product: null, shops: [] });

/** The products a shopper could reserve, from the product pages read earlier: variations, or the product. */
export function reservableProducts(
  details: components['schemas']['ProductDetail'][],
): { id: number; sku: string }[] {
  return details.flatMap((d) =>
    d.type === 'configurable'
      ? d.variants.map((v) => ({ id: v.id, sku: v.sku }))
      : [{ id: d.id, sku: d.sku }],
  );
}
