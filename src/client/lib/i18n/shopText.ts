import type { IntlShape } from 'react-intl';

/**
 * Words a shopper reads that state keeps before they are shown: the server's own (already in the store's
 * language), or a catalogue message as a plain descriptor (serialisable in Redux state), worded when shown.
 */
export type ShopText = string | { id: string; defaultMessage: string };

/** The text as the shopper reads it, in the store's language. */
export const wordedText = (intl: IntlShape, text: ShopText): string =>
  typeof text === 'string' ? text : intl.formatMessage(text);
