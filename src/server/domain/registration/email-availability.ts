import type { Queryable } from '../../db/types';
import { countRegistrationAction } from './limits';
import { REGISTRATION_TEXTS } from './messages';
import type { ApiText } from '../i18n/api-message';

export interface EmailAvailability {
  availability: boolean;
  message: ApiText;
}

/** Whether an account can be created with this e-mail: counted against the client's tight limit first. */
export async function checkEmailAvailability(
  q: Queryable,
  email: string,
  clientAddress: string,
): Promise<EmailAvailability> {
  await countRegistrationAction(q, 'emailChecks', clientAddress);
  const taken = await isEmailTaken(q, email);
  return taken
    ? { availability: false, message: REGISTRATION_TEXTS.emailTaken }
    : { availability: true, message: '' };
}

/** E-mails are unique regardless of case (the `customer_email_idx` index on `lower(email)`). */
export async function isEmailTaken(q: Queryable, email: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from customer where lower(email) = lower($1)', [email.trim()]);
  return rows.length > 0;
}
