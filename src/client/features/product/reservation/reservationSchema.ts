import { boolean, object, string } from 'yup';
import { isValidEmail } from '../../../../common/email';
import type { ReservationRequest } from '../../../api/reservation';
import { PersonName, ReservationRequest as ReservationFacts, Telephone } from '../../../api/contract-facts';

/** Spec 5 and 8: the one message of a required field, the terms box included. */
export const REQUIRED = 'This is a required field.';
export const FIELD_MESSAGES = {
  required: REQUIRED,
  email: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  telephone: 'Please enter a valid phone number.',
} as const;

/** The contract's telephone rule (reservation.yaml Telephone), so a typo is caught before the round trip. */
const TELEPHONE = Telephone.pattern;

export const requiredName = () => string().trim().required(REQUIRED).max(PersonName.maxLength);
export const requiredEmail = () =>
  string()
    .trim()
    .required(REQUIRED)
    .test('email', FIELD_MESSAGES.email, (value) => isValidEmail(value ?? ''));
export const requiredPhone = () =>
  string().trim().required(REQUIRED).matches(TELEPHONE, FIELD_MESSAGES.telephone);
export const requiredTerms = () => boolean().oneOf([true], REQUIRED).required(REQUIRED);

export interface ReservationValues {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  message: string;
  newsletter: boolean;
  terms: boolean;
}

export const emptyReservationValues: ReservationValues = {
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  message: '',
  newsletter: false,
  terms: false,
};

export const reservationSchema = object({
  firstname: requiredName(),
  lastname: requiredName(),
  email: requiredEmail(),
  telephone: requiredPhone(),
  message: string().max(ReservationFacts.reservation.message.maxLength),
  newsletter: boolean(),
  terms: requiredTerms(),
});

/** Spec 7's body: the form inside `reservation` with shop_id and product_id (added on submit). */
export function reservationRequest(
  values: ReservationValues,
  ids: { shopId: number; productId: number },
  recaptcha: string,
): ReservationRequest {
  const message = values.message.trim();
  return {
    reservation: {
      shop_id: ids.shopId,
      product_id: ids.productId,
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      telephone: values.telephone.trim(),
      ...(message ? { message } : {}),
    },
    newsletter: values.newsletter,
    terms: values.terms,
    recaptcha,
  };
}
