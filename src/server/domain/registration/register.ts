import { REGISTRATION } from '../../../../config/registration';
import type { components } from '../../../common/contract/schema.gen';
import { dobRange, isDobInRange, isoDateIn } from '../../../common/customer/dob-range';
import { PASSWORD_MESSAGES, passwordProblem } from '../../../common/customer/password-strength';
import type { Database } from '../../db/types';
import type { CustomerIdentity } from '../customer/login';
import { hashPassword } from '../customer/password';
import { PASSWORD_MIN_LENGTH } from '../customer/password-rules';
import { InvalidInput } from '../errors';
import { outboxTransport } from '../mail/transport';
import { subscribeFromForm } from '../reservation/newsletter';
import type { StoreView } from '../store/store-registry';
import { countRegistrationAction } from './limits';
import { REGISTRATION_TEXTS } from './messages';
import type { ApiMessage } from '../i18n/api-message';
import { welcomeMail } from './welcome-mail';

export type RegisterRequest = components['schemas']['RegisterRequest'];

export interface Registration {
  store: StoreView;
  request: RegisterRequest;
  clientAddress: string;
  publicUrl: string | undefined;
  now: Date;
}

/** Created (and to be signed in), or refused because the e-mail already holds an account. */
export type RegistrationOutcome = { customer: CustomerIdentity } | { customer: null; message: ApiMessage };

/** The rules the contract cannot state: password strength and confirmation, the picker's date range. */
function checkFields(request: RegisterRequest, store: StoreView, now: Date): void {
  const weak = passwordProblem(request.password, PASSWORD_MIN_LENGTH);
  if (weak) throw new InvalidInput(weak, 'body.password');
  if (request.password_confirmation !== request.password) {
    throw new InvalidInput(PASSWORD_MESSAGES.confirmation, 'body.password_confirmation');
  }
  if (request.dob) {
    const range = dobRange(
      isoDateIn(now, store.timezone),
      REGISTRATION.dobYearRange,
      REGISTRATION.dobMaxDaysAgo,
    );
    if (!isDobInRange(request.dob, range)) throw new InvalidInput(REGISTRATION_TEXTS.invalidDob, 'body.dob');
  }
}

/**
 * Creates the customer of this store's website with a scrypt hash of the password, records the newsletter
 * choice and writes the welcome mail, in one transaction: a mail exists exactly when its account does. Two
 * registrations of one e-mail at once are settled by the unique index (`on conflict`), never by a 500.
 * Every attempt counts against the client's limit, the refused ones too.
 */
export async function createCustomerAccount(db: Database, input: Registration): Promise<RegistrationOutcome> {
  await countRegistrationAction(db, 'registrations', input.clientAddress);
  const { request, store } = input;
  checkFields(request, store, input.now);
  const email = request.email.trim();
  const firstname = request.firstname.trim();
  const lastname = request.lastname.trim();
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into customer (website_id, email, password_hash, firstname, lastname, gender, dob,
                             is_newsletter_subscribed)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (lower(email)) do nothing
       returning id`,
      [
        store.websiteId,
        email,
        passwordHash,
        firstname,
        lastname,
        request.gender === null || request.gender === undefined ? null : String(request.gender),
        request.dob ?? null,
        request.is_subscribed,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return { customer: null, message: REGISTRATION_TEXTS.emailTaken };
    if (request.is_subscribed) {
      await subscribeFromForm(tx, {
        email,
        storeId: store.id,
        customerId: id,
        source: 'registration',
        link: { publicUrl: input.publicUrl ?? '', storeCode: store.code },
      });
    }
    await outboxTransport(tx).send(
      welcomeMail({ email, firstname, lastname, storeCode: store.code, store, publicUrl: input.publicUrl }),
    );
    return { customer: { id, email, firstname, lastname } };
  });
}
