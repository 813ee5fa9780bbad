import type { IntlShape, MessageDescriptor } from 'react-intl';
import { boolean, mixed, object } from 'yup';
import type { Civility, VideoAppointmentRequest } from '../../../api/reservation';
import {
  requiredEmail,
  requiredMessage,
  requiredName,
  requiredPhone,
  requiredTerms,
} from '../reservation/reservationSchema';

import { shopLanguage, type ShopLanguage } from '../../../../common/i18n/languages';

import { appointmentMessages } from './messages';

/** The contract's civilities, with how the select shows them (worded in the store's language). */
export const CIVILITIES: readonly { value: Civility; label: MessageDescriptor }[] = [
  { value: 'Mr', label: appointmentMessages.mr },
  { value: 'Mrs', label: appointmentMessages.mrs },
  { value: 'Ms', label: appointmentMessages.ms },
  { value: 'Mx', label: appointmentMessages.mx },
];

/**
 * The titles a language does not use. French and German have no title of their own for 'Ms.' (France dropped
 * 'Mademoiselle' from official use in 2012, 'Fräulein' is long out of use): 'Mme' and 'Frau' are what a house
 * writes to every woman, so those stores offer the other three and never an outdated title.
 */
const NOT_OFFERED: Partial<Record<ShopLanguage, readonly Civility[]>> = { fr: ['Ms'], de: ['Ms'] };

/** The contract's civilities that the store's language offers, in the contract's order. */
export const civilitiesOf = (locale: string) => {
  const left = NOT_OFFERED[shopLanguage(locale)] ?? [];
  return CIVILITIES.filter((c) => !left.includes(c.value));
};

export const civilityOptions = (intl: IntlShape) =>
  civilitiesOf(intl.locale).map((c) => ({ value: c.value, label: intl.formatMessage(c.label) }));

/** Spec 3 videoAppointmentForm, without `recaptcha` (solved at submit) and `product_id` (added on submit). */
export interface AppointmentValues {
  civility: Civility | '';
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  customer_phone: string;
  newsletter: boolean;
  terms: boolean;
}

export const emptyAppointmentValues: AppointmentValues = {
  civility: '',
  customer_email: '',
  customer_firstname: '',
  customer_lastname: '',
  customer_phone: '',
  newsletter: false,
  terms: false,
};

export const makeAppointmentSchema = (intl: IntlShape) =>
  object({
    civility: mixed<Civility | ''>()
      .oneOf(
        civilitiesOf(intl.locale).map((c) => c.value),
        requiredMessage(intl),
      )
      .required(requiredMessage(intl)),
    customer_email: requiredEmail(intl),
    customer_firstname: requiredName(intl),
    customer_lastname: requiredName(intl),
    customer_phone: requiredPhone(intl),
    newsletter: boolean(),
    terms: requiredTerms(intl),
  });

/** Spec 7's body: `appointment` with product_id added on submit; terms, newsletter and recaptcha beside it. */
export function appointmentRequest(
  values: AppointmentValues,
  productId: number,
  recaptcha: string,
): VideoAppointmentRequest {
  return {
    appointment: {
      civility: values.civility as Civility,
      customer_email: values.customer_email.trim(),
      customer_firstname: values.customer_firstname.trim(),
      customer_lastname: values.customer_lastname.trim(),
      customer_phone: values.customer_phone.trim(),
      product_id: productId,
    },
    terms: values.terms,
    newsletter: values.newsletter,
    recaptcha,
  };
}
