import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';
import type { ReservationFound } from './reservation-found';
import { rejectsStoreCodes } from './store-codes';

const MAX_ID = 2147483647;

export const reservationShop = (found: Discovered, reserve: ReservationFound): Scenario => ({
  operationId: 'getReservationShop',
  async run(t) {
    const listed = need(reserve.shops[0], 'a boutique from listReservationShops');
    for (const shop of reserve.shops.slice(0, 2)) {
      await t.ok(
        'getReservationShop',
        `boutique ${shop.id} (${shop.name})`,
        { path: { shopId: shop.id } },
        (body) =>
          body.id === shop.id && body.name === shop.name && body.city === shop.city
            ? null
            : `boutique ${body.id} ${body.name} (${body.city}) instead of the listed ${shop.id} ${shop.name}`,
      );
    }
    const malformed = (label: string, shopId: string | number) =>
      t.rejects(
        'getReservationShop',
        label,
        { path: { shopId } },
        {
          status: 400,
          code: 'validation_failed',
          field: 'path.shopId',
        },
      );
    await malformed('shopId 0', 0);
    await malformed('shopId abc', 'abc');
    const known = new Set(reserve.shops.map((s) => s.id));
    if (!known.has(MAX_ID)) {
      await t.rejects(
        'getReservationShop',
        `unknown shopId ${MAX_ID}`,
        { path: { shopId: MAX_ID } },
        { status: 404, code: 'not_found' },
      );
    }
    await rejectsStoreCodes(t, 'getReservationShop', { path: { shopId: listed.id } }, found);
  },
});
