import type { IntlShape } from 'react-intl';
import { boolean, object, string } from 'yup';
import { isValidEmail } from '../../../../common/email';
import type { ReservationRequest } from '../../../api/reservation';
import { PersonName, ReservationRequest as ReservationFacts, Telephone } from '../../../api/contract-facts';

import { serviceMessages } from './messages';

/** The contract's telephone rule (reservation.yaml Telephone), so a typo is caught before the round trip. */
const TELEPHONE = Telephone.pattern;

/** Spec 5 and 8: the one message of a required field, the terms box included. */
export const requiredMessage = (intl: IntlShape) => intl.formatMessage(serviceMessages.required);

export const requiredName = (intl: IntlShape) =>
  string().trim().required(requiredMessage(intl)).max(PersonName.maxLength);
export const requiredEmail = (intl: IntlShape) =>
  string()
    .trim()
    .required(requiredMessage(intl))
    .test('email', intl.formatMessage(serviceMessages.invalidEmail), (value) => isValidEmail(value ?? ''));
export const requiredPhone = (intl: IntlShape) =>
  string()
    .trim()
    .required(requiredMessage(intl))
    .matches(TELEPHONE, intl.formatMessage(serviceMessages.invalidTelephone));
export const requiredTerms = (intl: IntlShape) =>
  boolean().oneOf([true], requiredMessage(intl)).required(requiredMessage(intl));

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

export const makeReservationSchema = (intl: IntlShape) =>
  object({
    firstname: requiredName(intl),
    lastname: requiredName(intl),
    email: requiredEmail(intl),
    telephone: requiredPhone(intl),
    message: string().max(ReservationFacts.reservation.message.maxLength),
    newsletter: boolean(),
    terms: requiredTerms(intl),
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
