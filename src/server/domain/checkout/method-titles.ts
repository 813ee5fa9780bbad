import type { IntlShape } from '@formatjs/intl';
import type { PaymentMethodCode } from '../../../../config/checkout';
import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The configured shipping and payment methods' titles (`config/checkout.ts`) in the store's language. The
 * configuration decides which methods exist and holds their English; each English `defaultMessage` here is
 * that same text (method-titles.test.ts holds them together), so English answers stay byte for byte.
 */
const carrierMessages = defineMessages({
  flatrate: { id: 'configured.shipping.flatrate.carrier', defaultMessage: 'Insured courier' },
  pickupdate: { id: 'configured.shipping.pickupdate.carrier', defaultMessage: 'Boutique pickup' },
});

const methodMessages = defineMessages({
  flatrate: { id: 'configured.shipping.flatrate.method', defaultMessage: 'Delivered in 2-4 working days' },
  pickupdate: {
    id: 'configured.shipping.pickupdate.method',
    defaultMessage: 'Collect on a date and time of your choice',
  },
});

const paymentMessages = defineMessages<PaymentMethodCode>({
  caseback_paylater: { id: 'configured.payment.payLater', defaultMessage: 'Pay later in 3 instalments' },
  caseback_wallet: { id: 'configured.payment.wallet', defaultMessage: 'Wallet express checkout' },
});

const has = <T extends object>(messages: T, code: string): code is Extract<keyof T, string> =>
  Object.hasOwn(messages, code);

/** A carrier's title by its code; a carrier without a message keeps the configured title. */
export const carrierTitle = (intl: IntlShape, carrierCode: string, configured: string): string =>
  has(carrierMessages, carrierCode) ? intl.formatMessage(carrierMessages[carrierCode]) : configured;

/** A shipping method's title by its carrier code (each carrier has one method). */
export const methodTitle = (intl: IntlShape, carrierCode: string, configured: string): string =>
  has(methodMessages, carrierCode) ? intl.formatMessage(methodMessages[carrierCode]) : configured;

/** A payment method's title by its code; an unknown code answers itself. */
export const paymentTitle = (intl: IntlShape, code: string, configured: string = code): string =>
  has(paymentMessages, code) ? intl.formatMessage(paymentMessages[code]) : configured;

/** For the test that keeps the English messages and the configuration the same words. */
export const METHOD_TITLE_MESSAGES = { carrierMessages, methodMessages, paymentMessages };
