import { boolean, mixed, object } from 'yup';
import type { Civility, VideoAppointmentRequest } from '../../../api/reservation';
import {
  REQUIRED,
  requiredEmail,
  requiredName,
  requiredPhone,
  requiredTerms,
} from '../reservation/reservationSchema';

/** The contract's civilities, with how the select shows them. */
export const CIVILITIES: readonly { value: Civility; label: string }[] = [
  { value: 'Mr', label: 'Mr.' },
  { value: 'Mrs', label: 'Mrs.' },
  { value: 'Ms', label: 'Ms.' },
  { value: 'Mx', label: 'Mx.' },
];

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

export const appointmentSchema = object({
  civility: mixed<Civility | ''>()
    .oneOf(
      CIVILITIES.map((c) => c.value),
      REQUIRED,
    )
    .required(REQUIRED),
  customer_email: requiredEmail(),
  customer_firstname: requiredName(),
  customer_lastname: requiredName(),
  customer_phone: requiredPhone(),
  newsletter: boolean(),
  terms: requiredTerms(),
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
