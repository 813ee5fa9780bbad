import { boolean, object, string } from 'yup';
import { isValidEmail } from '../../../../common/email';

export const STOCK_ALERT_MESSAGES = {
  required: 'This is a required field.',
  email: 'Please enter a valid email address.',
  failed: 'An error occurred!',
  subscribed: (name: string) => `You are subscribed: we will e-mail you as soon as ${name} is back in stock.`,
} as const;

export interface StockAlertValues {
  email: string;
  newsletter: boolean;
}

export const INITIAL_STOCK_ALERT_VALUES: StockAlertValues = { email: '', newsletter: false };

/** The server's e-mail rule (spec 5), so a typo is caught before the round trip. */
export const stockAlertSchema = object({
  email: string()
    .trim()
    .required(STOCK_ALERT_MESSAGES.required)
    .test('email', STOCK_ALERT_MESSAGES.email, (value) => isValidEmail(value)),
  newsletter: boolean().required(),
});
