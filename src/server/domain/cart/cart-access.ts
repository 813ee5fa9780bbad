import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { NotFound, Unauthenticated } from '../errors';
import { SqlParams } from '../../db/sql-params';
import { sessionInsert } from '../session/session-store';
import type { Session, SessionToKeep } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import { clientActionCount, refuseOverLimit } from '../security/client-limits';
import { stateOf, type RateLimitRow } from '../security/rate-limit';
import { newMaskedId } from './masked-id';
import { CART_TEXTS } from './cart-texts';

export type GiftMessage = components['schemas']['GiftMessage'];

export interface CartRow {
  id: number;
  maskedId: string;
  storeId: number;
  customerId: number | null;
  currencyCode: string;
  email: string | null;
  hasGiftBox: boolean;
  giftMessage: GiftMessage | null;
  shippingAddress: unknown | null;
  shippingCarrierCode: string | null;
  shippingMethodCode: string | null;
  shippingAmount: number;
  pickupDate: string | null;
  pickupTime: string | null;
  newsletterSubscribe: boolean;
}

/** The columns every cart read selects, so every reader maps rows the same way. */
export const CART_COLUMNS = `id, masked_id, store_id, customer_id, currency_code, email, has_gift_box, gift_message,
  shipping_address, shipping_carrier_code, shipping_method_code, shipping_amount, pickup_date, pickup_time,
  newsletter_subscribe`;

export interface CartDbRow {
  id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  currency_code: string;
  email: string | null;
  has_gift_box: boolean;
  gift_message: GiftMessage | null;
  shipping_address: unknown;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_amount: number;
  pickup_date: string | null;
  pickup_time: string | null;
  newsletter_subscribe: boolean;
}

export const toCartRow = (r: CartDbRow): CartRow => ({
  id: r.id,
  maskedId: r.masked_id,
  storeId: r.store_id,
  customerId: r.customer_id,
  currencyCode: r.currency_code.trim(),
  email: r.email,
  hasGiftBox: r.has_gift_box,
  giftMessage: r.gift_message,
  shippingAddress: r.shipping_address ?? null,
  shippingCarrierCode: r.shipping_carrier_code,
  shippingMethodCode: r.shipping_method_code,
  shippingAmount: r.shipping_amount,
  pickupDate: r.pickup_date,
  pickupTime: r.pickup_time,
  newsletterSubscribe: r.newsletter_subscribe,
});

export async function selectCart(q: Queryable, where: string, params: unknown[]): Promise<CartRow | null> {
  const { rows } = await q.query<CartDbRow>(`select ${CART_COLUMNS} from cart where ${where}`, params);
  return rows[0] ? toCartRow(rows[0]) : null;
}

export const noSuchCart = () => new NotFound(CART_TEXTS.noSuchCart);

/** A live guest cart of this store by its masked id (the bearer key); a customer's cart is never one. */
export async function findGuestCart(q: Queryable, store: StoreView, maskedId: string): Promise<CartRow> {
  const cart = await selectCart(q, 'masked_id = $1 and store_id = $2 and is_active and customer_id is null', [
    maskedId,
    store.id,
  ]);
  if (!cart) throw noSuchCart();
  return cart;
}

/** The signed-in customer's active cart in this store, created when missing (unless `create` is false). */
export async function findMineCart(
  q: Queryable,
  store: StoreView,
  session: Session,
  create = true,
): Promise<CartRow> {
  if (session.customerId === null) {
    throw new Unauthenticated(CART_TEXTS.signIn);
  }
  const cart = create
    ? await ensureCustomerCart(q, store, session.customerId)
    : await selectCart(q, 'customer_id = $1 and store_id = $2 and is_active', [session.customerId, store.id]);
  if (!cart) throw noSuchCart();
  return cart;
}

/** The cart the header shows: the customer's, or the newest guest cart this session created. */
export async function findSessionCart(
  q: Queryable,
  store: StoreView,
  session: Session,
): Promise<CartRow | null> {
  if (session.customerId !== null) {
    return selectCart(q, 'customer_id = $1 and store_id = $2 and is_active', [session.customerId, store.id]);
  }
  return selectCart(
    q,
    'session_hash = $1 and store_id = $2 and is_active and customer_id is null order by id desc limit 1',
    [session.idHash, store.id],
  );
}

/**
 * A new guest cart bound to the session (so the cart section finds it); answers it with its masked id. The
 * client's address may not make carts without end; only a cart within the limit gets the session stored (it
 * now holds something), so a refused request writes no session either. One statement: the count, the
 * session's row and the cart (data-modifying CTEs), the last two only within the limit.
 */
export async function createGuestCart(
  q: Queryable,
  store: StoreView,
  { session, lifetime }: SessionToKeep,
  clientAddress: string,
): Promise<CartRow> {
  const p = new SqlParams();
  const count = clientActionCount(p, 'guestCarts', clientAddress);
  const within = `exists (select 1 from counted where hits <= ${count.max})`;
  const kept = sessionInsert(p, session, lifetime, within);
  const { rows } = await q.query<RateLimitRow & Partial<CartDbRow>>(
    `with counted as (${count.upsert}),
          kept as (${kept}),
          created as (
            insert into cart (masked_id, store_id, session_hash, currency_code)
            select ${p.add(newMaskedId())}::text, ${p.add(store.id)}::int, ${p.add(session.idHash)}::text,
                   ${p.add(store.currencyCode)}::text
             where ${within}
            returning ${CART_COLUMNS})
     select counted.hits, counted.retry_after, created.* from counted left join created on true`,
    p.values,
  );
  const row = rows[0]!;
  refuseOverLimit('guestCarts', stateOf(row));
  return toCartRow(row as CartDbRow);
}

/**
 * The customer's active cart, created when missing. The partial unique index makes two concurrent calls
 * agree on one cart: the loser's insert does nothing and both read the winner's row.
 */
export async function ensureCustomerCart(
  q: Queryable,
  store: StoreView,
  customerId: number,
): Promise<CartRow> {
  await q.query(
    `insert into cart (masked_id, store_id, customer_id, currency_code) values ($1, $2, $3, $4)
     on conflict (customer_id, store_id) where is_active and customer_id is not null do nothing`,
    [newMaskedId(), store.id, customerId, store.currencyCode],
  );
  const cart = await selectCart(q, 'customer_id = $1 and store_id = $2 and is_active', [
    customerId,
    store.id,
  ]);
  if (!cart) throw new Error(`The cart of customer ${customerId} vanished while it was created`);
  return cart;
}
