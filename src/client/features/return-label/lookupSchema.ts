import type { IntlShape } from 'react-intl';
import { mixed, object, string } from 'yup';
import { isValidEmail } from '../../../common/email';
import { ReturnLabelLookupRequest } from '../../api/contract-facts';
import { returnLabelMessages as m } from './messages';

export type LookupBy = (typeof ReturnLabelLookupRequest.oar_type.enum)[number];

export interface LookupValues {
  oar_order_id: string;
  oar_billing_lastname: string;
  oar_type: LookupBy;
  oar_email: string;
  oar_zip: string;
}

/**
 * Magento's guest order lookup: the order number, the billing last name, and the e-mail or the postcode; its
 * messages in the store's language.
 */
export const makeLookupSchema = (intl: IntlShape) => {
  const required = intl.formatMessage(m.required);
  return object({
    oar_order_id: string().trim().required(required).max(ReturnLabelLookupRequest.oar_order_id.maxLength),
    oar_billing_lastname: string()
      .trim()
      .required(required)
      .max(ReturnLabelLookupRequest.oar_billing_lastname.maxLength),
    oar_type: mixed<LookupBy>().oneOf(ReturnLabelLookupRequest.oar_type.enum).required(required),
    oar_email: string()
      .trim()
      .when('oar_type', {
        is: 'email',
        then: (s) =>
          s
            .required(required)
            .test('email', intl.formatMessage(m.invalidEmail), (value) => isValidEmail(value ?? '')),
      }),
    oar_zip: string()
      .trim()
      .when('oar_type', {
        is: 'zip',
        then: (s) => s.required(required).max(ReturnLabelLookupRequest.oar_zip.maxLength),
      }),
  });
};
