import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { ReturnLabelCreateRequest } from '../../api/contract-facts';
import { returnLabelMessages as m } from './messages';

export interface ItemsValues {
  phone: string;
  /** The chosen quantity per order line, by item id. */
  qty: Record<string, string>;
}

/** Step 2's rules: a telephone number of the contract's shape, for the carrier (the quantities are checked by the button's rule). */
export const makeItemsSchema = (intl: IntlShape) =>
  object({
    phone: string()
      .trim()
      .required(intl.formatMessage(m.required))
      .test('phone', intl.formatMessage(m.invalidPhone), (value) =>
        ReturnLabelCreateRequest.phone.pattern.test(value ?? ''),
      ),
  });
