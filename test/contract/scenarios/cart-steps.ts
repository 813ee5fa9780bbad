import type { components } from '../../../src/common/contract/schema.gen';
import {
  need,
  type CallInput,
  type OperationId,
  type ScenarioContext,
} from '../../../scripts/verify-contract/scenario-api';
import { unknownMaskedId } from './cart-inputs';
import type { Discovered } from './discovered';

type Cart = components['schemas']['Cart'];

/** The guest cart's masked id, which every guest-cart call names in its path. */
export function guestCartPath(found: Discovered): { cartId: string } {
  return { cartId: need(found.guest.id, 'a guest cart (createGuestCart)') };
}

/**
 * The two masked-id cases every guest-cart operation shares: an id breaking the pattern is a 400 naming
 * path.cartId, a well-formed id of no cart is a 404.
 */
export async function rejectsCartIds(
  t: ScenarioContext,
  operationId: OperationId,
  input: CallInput,
): Promise<void> {
  const malformed = `${unknownMaskedId().slice(0, 31)}-`;
  await t.rejects(
    operationId,
    'masked cart id with a "-"',
    { ...input, path: { ...input.path, cartId: malformed } },
    { status: 400, code: 'validation_failed', field: 'path.cartId' },
  );
  await t.rejects(
    operationId,
    'unknown masked cart id',
    { ...input, path: { ...input.path, cartId: unknownMaskedId() } },
    { status: 404, code: 'not_found' },
  );
}

/** A customer's-cart operation called by a session nobody signed in to. */
export async function refusesSignedOut(
  t: ScenarioContext,
  operationId: OperationId,
  input: CallInput = {},
): Promise<void> {
  await t.rejects(operationId, 'without signing in', input, { status: 401, code: 'unauthorized' });
}

/**
 * Session-backed REST calls must carry X-Requested-With (CSRF defence); sent without it, otherwise valid.
 * Runs signed in or not, so the label says which signed-in checks the run could make.
 */
export async function refusesWithoutRequestedWith(
  t: ScenarioContext,
  found: Discovered,
  operationId: OperationId,
  input: CallInput = {},
): Promise<void> {
  await t.rejects(
    operationId,
    `without X-Requested-With${signedInNote(t, found)}`,
    { ...input, headers: { ...input.headers, 'X-Requested-With': null } },
    { status: 403, code: 'header_required' },
  );
}

/** Why a customer's-cart scenario checks only the refusals. */
export function signedInNote(t: ScenarioContext, found: Discovered): string {
  if (found.signedIn) return '';
  return t.credentials
    ? ' (the sign-in was refused: the signed-in calls are not checked)'
    : ' (no --email/--password: only the refusals are checked, not the signed-in calls)';
}

/** Which cart a scenario works on: the guest's, by masked id, or the signed-in customer's. */
export type Side = 'guest' | 'mine';

/** Read defensively: a cart that broke its schema is reported already and must not stop the run. */
export function lineWithSku(cart: Cart, sku: string): Cart['items'][number] | undefined {
  return Array.isArray(cart.items) ? cart.items.find((i) => i.sku === sku) : undefined;
}
