import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import { reservableProducts, type ReservationFound } from './reservation-found';
import { rejectsStoreCodes } from './store-codes';

/** Products asked about before giving up on finding one that a boutique holds. */
const MAX_PRODUCTS = 8;
const MAX_ID = 2147483647;

export const reservationShops = (found: Discovered, reserve: ReservationFound): Scenario => ({
  operationId: 'listReservationShops',
  async run(t) {
    const candidates = reservableProducts(found.productDetails).slice(0, MAX_PRODUCTS);
    need(candidates[0], 'a product from getProductByUrlKey');
    for (const product of candidates) {
      const shops = await t.ok(
        'listReservationShops',
        `boutiques for ${product.sku}`,
        { query: { product_id: product.id } },
        (body) => (new Set(body.map((s) => s.id)).size === body.length ? null : 'a boutique is listed twice'),
      );
      if (!shops) continue;
      reserve.shops = shops;
      if (shops.some((s) => s.available)) {
        reserve.product = product;
        break;
      }
    }
    const productId = need(candidates[0], 'a product').id;
    const invalid = (label: string, query: Record<string, string | number>) =>
      t.rejects(
        'listReservationShops',
        label,
        { query },
        {
          status: 400,
          code: 'validation_failed',
          field: 'query.product_id',
        },
      );
    await invalid('without product_id', {});
    await invalid('product_id 0', { product_id: 0 });
    await t.rejects(
      'listReservationShops',
      `unknown product_id ${MAX_ID}`,
      { query: { product_id: MAX_ID } },
      { status: 404, code: 'not_found' },
    );
    await rejectsStoreCodes(t, 'listReservationShops', { query: { product_id: productId } }, found);
  },
});
