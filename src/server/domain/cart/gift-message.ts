import { GIFT_MESSAGE_AUTHORIZED_CHARACTERS } from '../../../../config/checkout';
import { GIFT_MESSAGE_MAX_LENGTH, validateGiftMessage } from '../../../common/checkout/gift-message';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { InvalidInput } from '../errors';
import { countClientAction } from '../security/client-limits';
import type { CartRow, GiftMessage } from './cart-access';
import { noSuchItem } from './items';
import { apiMessage } from '../i18n/api-message';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts';

type GiftMessageInput = components['schemas']['GiftMessageRequest']['gift_message'];

export const EMPTY_GIFT_MESSAGE: GiftMessage = { recipient: '', sender: '', message: '' };

/**
 * The message to store, or null to clear it (`remove`, or nothing written at all). The server enforces the
 * same rules as the editor: the length and only the configured characters plus newline.
 */
export function giftMessageToStore(input: GiftMessageInput): GiftMessage | null {
  if (input.remove) return null;
  const check = validateGiftMessage(input.message, GIFT_MESSAGE_AUTHORIZED_CHARACTERS);
  if (!check.ok) {
    const message =
      check.reason === 'unsupported'
        ? apiMessage(CHECKOUT_TEXTS.giftCharacter, { char: check.characters[0]! })
        : apiMessage(CHECKOUT_TEXTS.giftTooLong, { max: GIFT_MESSAGE_MAX_LENGTH });
    throw new InvalidInput(message, 'body.gift_message.message');
  }
  const stored = { recipient: input.recipient, sender: input.sender, message: input.message };
  return stored.recipient || stored.sender || stored.message ? stored : null;
}

/** Every write counts against the client's limit (a script could otherwise rewrite messages without end). */
export async function saveCartGiftMessage(
  q: Queryable,
  cart: CartRow,
  input: GiftMessageInput,
  clientAddress: string,
): Promise<void> {
  const stored = giftMessageToStore(input);
  await countClientAction(q, 'giftMessageWrites', clientAddress);
  await q.query('update cart set gift_message = $2::jsonb where id = $1', [
    cart.id,
    stored && JSON.stringify(stored),
  ]);
}

export async function saveItemGiftMessage(
  q: Queryable,
  cart: CartRow,
  itemId: number,
  input: GiftMessageInput,
  clientAddress: string,
): Promise<void> {
  const stored = giftMessageToStore(input);
  await countClientAction(q, 'giftMessageWrites', clientAddress);
  const updated = await q.query(
    'update cart_item set gift_message = $3::jsonb where id = $1 and cart_id = $2 returning id',
    [itemId, cart.id, stored && JSON.stringify(stored)],
  );
  if (updated.rows.length === 0) throw noSuchItem();
}
