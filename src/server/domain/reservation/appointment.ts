import type { components } from '../../../common/contract/schema.gen';
import type { Database } from '../../db/types';
import { NotFound } from '../errors';
import { outboxTransport } from '../mail/transport';
import type { StoreView } from '../store/store-registry';
import { appointmentRequestMail } from './appointment-mail';
import { subscribeFromForm } from './newsletter';
import { findReservableProduct, PRODUCT_NOT_FOUND } from './product-line';

export type VideoAppointmentRequest = components['schemas']['VideoAppointmentRequest'];

export interface AppointmentInput {
  store: StoreView;
  customerId: number | null;
  request: VideoAppointmentRequest;
  /** The shop's public origin, for the newsletter confirmation mail's link. */
  publicUrl: string;
}

/** Records the request for the brand's team and e-mails the shopper, in one transaction. */
export async function requestVideoAppointment(db: Database, input: AppointmentInput): Promise<number> {
  const { appointment: form, newsletter } = input.request;
  return db.transaction(async (tx) => {
    const product = await findReservableProduct(tx, form.product_id);
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    const person = {
      civility: form.civility,
      firstname: form.customer_firstname.trim(),
      lastname: form.customer_lastname.trim(),
      email: form.customer_email,
      phone: form.customer_phone.trim(),
    };
    const { rows } = await tx.query<{ id: number }>(
      `insert into video_appointment (store_id, product_id, customer_id, civility, email, firstname, lastname,
                                      phone, newsletter)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        input.store.id,
        product.id,
        input.customerId,
        person.civility,
        person.email,
        person.firstname,
        person.lastname,
        person.phone,
        newsletter,
      ],
    );
    if (newsletter) {
      await subscribeFromForm(tx, {
        email: person.email,
        storeId: input.store.id,
        customerId: input.customerId,
        source: 'video_appointment',
        link: { publicUrl: input.publicUrl, storeCode: input.store.code },
      });
    }
    await outboxTransport(tx).send(appointmentRequestMail({ product, ...person, store: input.store }));
    return rows[0]!.id;
  });
}
