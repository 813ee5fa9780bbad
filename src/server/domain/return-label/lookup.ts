import { RETURN_LABEL } from '../../../../config/return-label';
import { personName } from '../../../common/address-format';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from '../security/captcha';
import type { StoreView } from '../store/store-registry';
import type { IntlShape } from '@formatjs/intl';
import { SERVER_LABELS } from '../i18n/server-labels';
import { storeIntl } from '../i18n/store-intl';
import { countReturnLabelRequest } from './limits';
import { RETURN_LABEL_MESSAGES } from './messages';
import { orderByIncrementId, type ReturnOrder } from './order-lines';
import { hashReturnToken, newReturnToken } from './tokens';
import type { Unworded } from '../i18n/api-message';

type LookupRequest = components['schemas']['ReturnLabelLookupRequest'];
type LookupResult = components['schemas']['ReturnLabelLookupResult'];
type ReturnLabelForm = components['schemas']['ReturnLabelForm'];

const fold = (value: string | undefined): string => (value ?? '').trim().toLocaleLowerCase('en');
/** Postcodes as people type them: `8008`, ` 8008 `, `150 0001` and `150-0001` compare equal. */
const postcode = (value: string | undefined): string => fold(value).replace(/[\s-]/g, '');

/**
 * Magento's guest order lookup: the order number, the billing last name, and the e-mail or billing postcode.
 * The order must belong to this store view; nothing tells why a lookup did not match.
 */
export function orderMatches(order: ReturnOrder, request: LookupRequest, store: StoreView): boolean {
  if (order.storeId !== store.id) return false;
  if (fold(order.billing.lastname) !== fold(request.oar_billing_lastname)) return false;
  if (request.oar_type === 'email')
    return fold(request.oar_email) !== '' && fold(order.email) === fold(request.oar_email);
  return postcode(request.oar_zip) !== '' && postcode(order.billing.postcode) === postcode(request.oar_zip);
}

/**
 * Step 2's data (spec 3): the order, its lines and, per line, what may still be returned, worded by `intl`; the
 * customer's name as its language writes a name (family name first in Japanese).
 */
export function returnForm(
  order: ReturnOrder,
  token: string,
  expiresAt: Date,
  intl: IntlShape,
): ReturnLabelForm {
  const address = order.shipping;
  return {
    token,
    data: {
      carrier: RETURN_LABEL.carrier,
      can_return_gift: RETURN_LABEL.canReturnGift,
      return_address: RETURN_LABEL.returnAddress.join(', '),
      expires_at: expiresAt.toISOString(),
    },
    order: {
      increment_id: order.incrementId,
      created_at: order.createdAt,
      customer_name: personName(order.billing, intl.locale),
      email: order.email,
      shipping_adress: {
        firstname: address.firstname,
        lastname: address.lastname,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        country_id: address.country_id.trim(),
        phone: address.telephone,
      },
    },
    inputs: [
      {
        name: 'phone',
        label: intl.formatMessage(SERVER_LABELS.returnLabelPhone),
        type: 'tel',
        required: true,
        value: address.telephone,
      },
    ],
    order_items: order.lines.map((l) => ({
      item_id: l.itemId,
      sku: l.sku,
      name: l.name,
      qty_ordered: l.qtyOrdered,
      qty_returned: l.qtyReturned,
    })),
    items: order.lines.map((l) => ({
      item_id: l.itemId,
      sku: l.sku,
      name: l.name,
      qty: Math.max(0, l.qtyOrdered - l.qtyReturned),
      is_gift: l.isGift,
      has_engraving: l.hasEngraving,
    })),
  };
}

export interface LookupInput {
  store: StoreView;
  request: LookupRequest;
  clientAddress: string;
  now: Date;
}

/**
 * Step 1. The captcha is checked (and spent) first, then the client's count of lookups, then the order: a
 * guesser pays a proof of work per number, runs into the limit, and reads the same message for every miss.
 */
export async function lookupReturnOrder(
  db: Queryable,
  captcha: CaptchaVerifier,
  input: LookupInput,
): Promise<Unworded<LookupResult>> {
  const verdict = await captcha.verify(input.request.recaptcha, input.now);
  if (!verdict.ok) return { status: 'nok', message: CAPTCHA_MESSAGES[verdict.reason] };
  await countReturnLabelRequest(db, 'lookups', input.clientAddress);
  const order = await orderByIncrementId(db, input.request.oar_order_id.trim());
  if (!order || !orderMatches(order, input.request, input.store)) {
    return { status: 'nok', message: RETURN_LABEL_MESSAGES.notFound };
  }
  const token = newReturnToken();
  const expiresAt = new Date(input.now.getTime() + RETURN_LABEL.lookupTokenLifetimeS * 1000);
  // Expired lookups of this order go as a new one is written: the table holds only live tokens (and a few).
  await db.query('delete from return_label_lookup where order_id = $1 and expires_at <= $2', [
    order.id,
    input.now,
  ]);
  await db.query('insert into return_label_lookup (token_hash, order_id, expires_at) values ($1, $2, $3)', [
    hashReturnToken(token),
    order.id,
    expiresAt,
  ]);
  return { status: 'ok', message: '', form: returnForm(order, token, expiresAt, storeIntl(input.store)) };
}
