import { createHash } from 'node:crypto';
import type { components } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { IdempotencyKeyInUse } from '../errors';
import type { Session } from '../session/session-types';
import type { StoreView } from '../store/store-registry';
import type { CartKey } from './replay';
import { ORDER_TEXTS } from './order-texts';

type PaymentInformationRequest = components['schemas']['PaymentInformationRequest'];

/**
 * How long an Idempotency-Key answers its order again (the contract's and the README's "24 hours"). Long
 * enough for any retry of a checkout attempt; after it the key is forgotten and the cart, already ordered,
 * answers 404 to a late replay.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** JSON with object keys sorted at every level, so the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a key is bound to: the store, the cart the call names (a guest cart's masked id, or the signed-in
 * customer) and the body, as SHA-256 of their canonical JSON. The same key with any other request is refused.
 */
export function requestFingerprint(
  store: StoreView,
  session: Session,
  cartKey: CartKey,
  body: PaymentInformationRequest,
): string {
  const cart = cartKey.kind === 'guest' ? { guest: cartKey.maskedId } : { customer: session.customerId };
  return createHash('sha256')
    .update(canonicalJson({ store: store.code, cart, body }))
    .digest('hex');
}

/** A 64-bit advisory lock id per key (a collision only makes one of two requests retry). */
const lockIdOf = (key: string): string =>
  createHash('sha256').update(`idempotency:${key}`).digest().readBigInt64BE(0).toString();

/** Orders whose key is past the TTL (`ttl`: the hours' parameter): their keys are forgotten, the orders stay. */
const FORGET_EXPIRED_KEYS = (ttl: string) =>
  `update sales_order set idempotency_key = null, idempotency_fingerprint = null
    where idempotency_key is not null and created_at <= now() - make_interval(hours => ${ttl})`;

/**
 * Marks the key as in flight for the rest of the transaction. A twin request with the same key that arrives
 * meanwhile does not wait for the first one's answer: it is told to retry (409), as the IETF draft asks. An
 * expired key still on an old order is forgotten here, so it never blocks a new order with the same key. One
 * statement (a round trip fewer per order): the forgetting waits on the lock's answer, and happens only with it.
 */
export async function claimIdempotencyKey(tx: Queryable, key: string): Promise<void> {
  const { rows } = await tx.query<{ locked: boolean }>(
    `with claim as (select pg_try_advisory_xact_lock($1::bigint) as locked),
     forgotten as (${FORGET_EXPIRED_KEYS('$3')} and idempotency_key = $2 and (select locked from claim))
     select locked from claim`,
    [lockIdOf(key), key, IDEMPOTENCY_KEY_TTL_HOURS],
  );
  if (!rows[0]?.locked) {
    throw new IdempotencyKeyInUse(ORDER_TEXTS.keyInUse);
  }
}

/** Clears every key older than the TTL: their orders stay, only the key is forgotten. */
async function forgetExpiredKeys(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(FORGET_EXPIRED_KEYS('$1'), [IDEMPOTENCY_KEY_TTL_HOURS]);
  return rowCount;
}

/** The expiry schedule's purge: every key past its TTL. Answers how many were forgotten. */
export const purgeExpiredIdempotencyKeys = (db: Database): Promise<number> => forgetExpiredKeys(db);
