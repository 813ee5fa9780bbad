import type { IntlShape } from 'react-intl';
import { boolean, object, string } from 'yup';
import { isValidEmail } from '../../../../common/email';
import { stockAlertMessages } from './messages';

export interface StockAlertValues {
  email: string;
  newsletter: boolean;
}

export const INITIAL_STOCK_ALERT_VALUES: StockAlertValues = { email: '', newsletter: false };

/** The server's e-mail rule (spec 5), so a typo is caught before the round trip; in the store's language. */
export const makeStockAlertSchema = (intl: IntlShape) =>
  object({
    email: string()
      .trim()
      .required(intl.formatMessage(stockAlertMessages.required))
      .test('email', intl.formatMessage(stockAlertMessages.invalidEmail), (value) => isValidEmail(value)),
    newsletter: boolean().required(),
  });
