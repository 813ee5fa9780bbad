import type { Session } from '../session/session-types';

/**
 * Whose list a request works on: a signed-in customer's account, otherwise the guest's session. A session can
 * only ever name its own owner, so no request reaches another shopper's list.
 */
export type CompareOwner =
  { kind: 'customer'; customerId: number } | { kind: 'session'; sessionHash: string };

export const compareOwnerOf = (session: Session): CompareOwner =>
  session.customerId !== null
    ? { kind: 'customer', customerId: session.customerId }
    : { kind: 'session', sessionHash: session.idHash };

/** The owner as a `where` condition on compare_item, with its one parameter at `$n`. */
export function ownerCondition(owner: CompareOwner, n: number): { sql: string; param: number | string } {
  return owner.kind === 'customer'
    ? { sql: `customer_id = $${n}`, param: owner.customerId }
    : { sql: `session_hash = $${n}`, param: owner.sessionHash };
}
