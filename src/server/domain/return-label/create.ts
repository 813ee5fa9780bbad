import { randomInt } from 'node:crypto';
import { RETURN_LABEL } from '../../../../config/return-label';
import type { components } from '../../../common/contract/schema.gen';
import { maxReturnQty } from '../../../common/return-label/returnable';
import type { Database } from '../../db/types';
import { storeMailLocale } from '../mail/mail-locale';
import { outboxTransport } from '../mail/transport';
import { countReturnLabelRequest } from './limits';
import { renderLabelPdf, type LabelWarn } from './label-pdf';
import { returnLabelMail } from './label-mail';
import { RETURN_LABEL_MESSAGES } from './messages';
import { lockOrderForReturn, type ReturnOrder } from './order-lines';
import { hashReturnToken, newReturnToken } from './tokens';
import { apiMessage, type ApiMessage, type Unworded } from '../i18n/api-message';

type CreateRequest = components['schemas']['ReturnLabelCreateRequest'];
type CreateResult = components['schemas']['ReturnLabelCreateResult'];

/** `qty.{item_id}` fields as numbers (the contract allows nothing else), zeros left out. */
export function chosenQuantities(request: CreateRequest): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const [field, value] of Object.entries(request)) {
    const match = /^qty\.(\d+)$/.exec(field);
    if (match && Number(value) > 0) chosen.set(Number(match[1]), Number(value));
  }
  return chosen;
}

/** A refusal of the chosen quantities, as the message to show; null when they may be returned. */
export function refusal(order: ReturnOrder, chosen: Map<number, number>): ApiMessage | null {
  if (![...chosen.values()].some((qty) => qty > 0)) return RETURN_LABEL_MESSAGES.nothingChosen;
  for (const [itemId, qty] of chosen) {
    const line = order.lines.find((l) => l.itemId === itemId);
    // A line of another order is as unknown as one that does not exist.
    if (!line) return RETURN_LABEL_MESSAGES.nothingChosen;
    const candidate = {
      qty: line.qtyOrdered - line.qtyReturned,
      is_gift: line.isGift,
      has_engraving: line.hasEngraving,
    };
    if (line.hasEngraving || (line.isGift && !RETURN_LABEL.canReturnGift)) {
      return apiMessage(RETURN_LABEL_MESSAGES.notReturnable, { name: line.name });
    }
    if (qty > maxReturnQty(candidate, RETURN_LABEL.canReturnGift))
      return RETURN_LABEL_MESSAGES.alreadyReturned;
  }
  return null;
}

/** `RL` and 9 digits: what the barcode carries and the carrier tracks. */
const trackingNumber = () => `RL${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

export interface CreateInput {
  request: CreateRequest;
  clientAddress: string;
  now: Date;
  /** Builds the download link of a label's token (a store path). */
  labelUrl: (token: string) => string;
  /** The same link as an absolute URL, for the mail. */
  absoluteLabelUrl: (token: string) => string;
  /** The request's log: a character of the address the label's font lacks is reported there. */
  warn: LabelWarn;
}

/**
 * Step 2, in one transaction with the order locked: the token must be step 1's and alive, the quantities
 * returnable and not returned before; then the label is rendered, stored with its lines, and mailed with the
 * PDF attached. A refusal creates nothing.
 */
export async function createReturnLabel(db: Database, input: CreateInput): Promise<Unworded<CreateResult>> {
  await countReturnLabelRequest(db, 'labels', input.clientAddress);
  const chosen = chosenQuantities(input.request);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ order_id: number }>(
      'select order_id from return_label_lookup where token_hash = $1 and expires_at > $2',
      [hashReturnToken(input.request.token), input.now],
    );
    const lookup = rows[0];
    const order = lookup ? await lockOrderForReturn(tx, lookup.order_id) : null;
    if (!order) return { status: 'nok', message: RETURN_LABEL_MESSAGES.expired };
    const refused = refusal(order, chosen);
    if (refused) return { status: 'nok', message: refused };

    const items = order.lines
      .filter((l) => chosen.has(l.itemId))
      .map((l) => ({ itemId: l.itemId, sku: l.sku, name: l.name, qty: chosen.get(l.itemId)! }));
    const tracking = trackingNumber();
    const store = await storeMailLocale(tx, order.storeId);
    const pdf = await renderLabelPdf(
      {
        store,
        incrementId: order.incrementId,
        trackingNumber: tracking,
        carrier: RETURN_LABEL.carrier,
        createdAt: input.now,
        from: order.shipping,
        phone: input.request.phone.trim(),
        to: RETURN_LABEL.returnAddress,
        items,
      },
      input.warn,
    );
    const downloadToken = newReturnToken();
    const label = await tx.query<{ id: number }>(
      `insert into return_label (order_id, download_hash, tracking_number, phone, pdf, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [order.id, hashReturnToken(downloadToken), tracking, input.request.phone.trim(), pdf, input.now],
    );
    const labelId = label.rows[0]!.id;
    await tx.query(
      `insert into return_label_item (label_id, order_item_id, qty)
       select $1, x.item_id, x.qty from jsonb_to_recordset($2::jsonb) as x(item_id int, qty int)`,
      [labelId, JSON.stringify(items.map((i) => ({ item_id: i.itemId, qty: i.qty })))],
    );
    // The lookup has done its job: a second create needs a new lookup (and its captcha).
    await tx.query('delete from return_label_lookup where token_hash = $1', [
      hashReturnToken(input.request.token),
    ]);
    await outboxTransport(tx).send(
      returnLabelMail({
        to: order.email,
        incrementId: order.incrementId,
        trackingNumber: tracking,
        firstname: order.billing.firstname,
        lastname: order.billing.lastname,
        store,
        items,
        labelUrl: input.absoluteLabelUrl(downloadToken),
        pdf,
      }),
    );
    return {
      status: 'ok',
      message: apiMessage(RETURN_LABEL_MESSAGES.created, {
        incrementId: order.incrementId,
        email: order.email,
      }),
      label_url: input.labelUrl(downloadToken),
    };
  });
}
