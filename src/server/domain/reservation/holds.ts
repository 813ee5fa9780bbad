import type { components, operations } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { Conflict, NotFound } from '../errors';

type BoutiqueReservation = components['schemas']['BoutiqueReservation'];
export type BoutiqueDecision = operations['decideBoutiqueReservation']['parameters']['path']['decision'];

/**
 * How long a boutique keeps a reserved piece for the shopper (the contract's and the README's "72 hours"):
 * long enough to come by within a few days; after it the piece goes back on sale.
 */
export const RESERVATION_HOLD_HOURS = 72;

/** The status each decision leads to. */
const OUTCOME = { collect: 'collected', cancel: 'cancelled' } as const satisfies Record<
  BoutiqueDecision,
  BoutiqueReservation['status']
>;

interface ReservationRow {
  id: number;
  shop_id: number;
  product_id: number;
  sku: string;
  status: BoutiqueReservation['status'];
  created_at: Date;
  expires_at: Date | null;
  decided_at: Date | null;
}

const SELECT = `select r.id, r.shop_id, r.product_id, p.sku, r.status, r.created_at, r.expires_at, r.decided_at
                  from reservation r join product p on p.id = r.product_id`;

const toBoutiqueReservation = (row: ReservationRow): BoutiqueReservation => ({
  id: row.id,
  shop_id: row.shop_id,
  sku: row.sku,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

/** Puts one piece back into the boutique's stock (a cancelled or expired hold). */
const returnPiece = (q: Queryable, shopId: number, productId: number) =>
  q.query('update shop_stock set qty = qty + 1 where shop_id = $1 and product_id = $2', [shopId, productId]);

/**
 * A boutique's decision on a reservation, in one transaction holding the reservation's row lock, so that a
 * decision and the expiry schedule never both win. `cancel` returns the piece to the boutique's stock;
 * `collect` keeps it taken (it left with the shopper). The same decision again answers the reservation as it
 * stands (idempotent); another decision, or any decision after the hold expired, is a conflict.
 */
export async function decideReservation(
  db: Database,
  id: number,
  decision: BoutiqueDecision,
): Promise<BoutiqueReservation> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ReservationRow>(`${SELECT} where r.id = $1 for update of r`, [id]);
    const row = rows[0];
    if (!row) throw new NotFound(`No reservation ${id}.`);
    const wanted = OUTCOME[decision];
    if (row.status === wanted) return toBoutiqueReservation(row);
    if (row.status === 'expired') {
      throw new Conflict(`Reservation ${id} expired and its piece went back into the boutique's stock.`);
    }
    if (row.status !== 'held') throw new Conflict(`Reservation ${id} was already ${row.status}.`);
    const updated = await tx.query<{ decided_at: Date }>(
      `update reservation set status = $2, decided_at = now() where id = $1 returning decided_at`,
      [id, wanted],
    );
    if (decision === 'cancel') await returnPiece(tx, row.shop_id, row.product_id);
    return toBoutiqueReservation({ ...row, status: wanted, decided_at: updated.rows[0]!.decided_at });
  });
}

/**
 * Releases every hold past its expiry: the reservation becomes `expired` and its piece goes back into the
 * boutique's stock, in one statement, so a hold is released once even with several servers sweeping.
 * Answers how many were released.
 */
export async function releaseExpiredHolds(db: Database): Promise<number> {
  const { rows } = await db.query<{ released: number }>(
    `with expired as (
       update reservation set status = 'expired', decided_at = now()
        where status = 'held' and expires_at <= now()
        returning shop_id, product_id
     ), pieces as (
       select shop_id, product_id, count(*)::int as n from expired group by shop_id, product_id
     ), restocked as (
       update shop_stock s set qty = s.qty + p.n from pieces p
        where s.shop_id = p.shop_id and s.product_id = p.product_id
        returning s.shop_id
     )
     select (select count(*)::int from expired) as released`,
  );
  return rows[0]?.released ?? 0;
}
