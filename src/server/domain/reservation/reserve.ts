import type { components } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { Conflict, NotFound, OutOfStock } from '../errors';
import { outboxTransport } from '../mail/transport';
import type { StoreView } from '../store/store-registry';
import { RESERVATION_HOLD_HOURS } from './holds';
import { subscribeFromForm } from './newsletter';
import { findReservableProduct, PRODUCT_NOT_FOUND } from './product-line';
import {
  reservationConfirmationMail,
  reservationNoticeMail,
  type ReservationFacts,
} from './reservation-mails';
import { findShop, SHOP_NOT_FOUND } from './shops';
import { defineMessages } from '../../../common/i18n/define-messages';

export type ReservationRequest = components['schemas']['ReservationRequest'];

export const RESERVATION_MESSAGES = defineMessages({
  noReservations: {
    id: 'api.reservation.noReservations',
    defaultMessage: 'This boutique does not take reservations. Please choose another boutique.',
  },
  noStock: {
    id: 'api.reservation.noStock',
    defaultMessage: 'This watch is no longer available in this boutique. Please choose another boutique.',
  },
});

export interface ReserveInput {
  store: StoreView;
  customerId: number | null;
  request: ReservationRequest;
  /** The shop's public origin, for the newsletter confirmation mail's link. */
  publicUrl: string;
}

/**
 * Holds one piece of the boutique's stock for the shopper, for RESERVATION_HOLD_HOURS (then the expiry
 * schedule releases it, unless the boutique marked it collected or cancelled first). The decrement is conditional (`qty >= 1`) and in
 * the same transaction as the reservation and its mails, so two shoppers can never both hold the last piece
 * and a refused reservation leaves nothing behind.
 */
export async function reserveInShop(db: Database, input: ReserveInput): Promise<number> {
  const { reservation: form, newsletter } = input.request;
  return db.transaction(async (tx) => {
    const shop = await findShop(tx, form.shop_id, input.store);
    if (!shop) throw new NotFound(SHOP_NOT_FOUND);
    if (!shop.reservationEnabled) throw new Conflict(RESERVATION_MESSAGES.noReservations);
    const product = await findReservableProduct(tx, form.product_id);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    await holdOnePiece(tx, shop.id, product.id);
    const message = form.message?.trim() ? form.message.trim() : null;
    const { rows } = await tx.query<{ id: number }>(
      `insert into reservation (store_id, shop_id, product_id, customer_id, firstname, lastname, email,
                                telephone, message, newsletter, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(hours => $11)) returning id`,
      [
        input.store.id,
        shop.id,
        product.id,
        input.customerId,
        form.firstname.trim(),
        form.lastname.trim(),
        form.email,
        form.telephone.trim(),
        message,
        newsletter,
        RESERVATION_HOLD_HOURS,
      ],
    );
    if (newsletter) {
      await subscribeFromForm(tx, {
        email: form.email,
        storeId: input.store.id,
        customerId: input.customerId,
        source: 'reservation',
        link: { publicUrl: input.publicUrl, storeCode: input.store.code },
      });
    }
    const facts: ReservationFacts = {
      reservationId: rows[0]!.id,
      holdHours: RESERVATION_HOLD_HOURS,
      shop,
      product,
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      email: form.email,
      telephone: form.telephone.trim(),
      message,
      store: input.store,
    };
    const mail = outboxTransport(tx);
    await mail.send(reservationConfirmationMail(facts));
    await mail.send(reservationNoticeMail(facts));
    return rows[0]!.id;
  });
}

async function holdOnePiece(tx: Queryable, shopId: number, productId: number): Promise<void> {
  const { rowCount } = await tx.query(
    'update shop_stock set qty = qty - 1 where shop_id = $1 and product_id = $2 and qty >= 1',
    [shopId, productId],
  );
  if (rowCount === 0) throw new OutOfStock(RESERVATION_MESSAGES.noStock);
}
