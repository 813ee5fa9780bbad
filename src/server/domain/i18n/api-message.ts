import type { IntlShape } from '@formatjs/intl';
import { storeIntl } from './store-intl';

export type MessageValues = Record<string, string | number>;

/**
 * A message the API answers to a shopper, not yet in words: the catalogue entry (`api.*`) and its arguments.
 * Domain code returns and throws these; the HTTP layer words them in the language of the request's store
 * (`sayIn`), so no rule needs to know who reads it. The English is the entry's `defaultMessage`.
 */
export interface ApiMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly values?: MessageValues;
}

/** A message in words already (developer-facing answers, tests) or one to word for the reader. */
export type ApiText = string | ApiMessage;

/** The entry `descriptor` with its arguments. */
export const apiMessage = (
  descriptor: { id: string; defaultMessage: string },
  values?: MessageValues,
): ApiMessage =>
  values ? { id: descriptor.id, defaultMessage: descriptor.defaultMessage, values } : descriptor;

/** English, the source language: for logs, `Error.message` and store-less requests. */
export const ENGLISH_INTL: IntlShape = storeIntl({ languageCode: 'en', locale: 'en-US' });

export function formatApiText(intl: IntlShape, text: ApiText): string {
  if (typeof text === 'string') return text;
  return intl.formatMessage(text, text.values);
}

export const inEnglish = (text: ApiText): string => formatApiText(ENGLISH_INTL, text);

/** Words a message, or each message of a map, in a store's language: `sayIn(store)(message)`. */
export const sayIn =
  (store: { languageCode: string; locale: string } | undefined) =>
  (text: ApiText): string =>
    formatApiText(store ? storeIntl(store) : ENGLISH_INTL, text);

/** A contract answer whose `message` is still a catalogue entry (or already words, or empty). */
export type Unworded<T extends { message: unknown }> = Omit<T, 'message'> & { message: ApiText };

/** The answer with its `message` worded in the store's language. */
export const worded = <A extends { message: ApiText }>(
  store: { languageCode: string; locale: string },
  answer: A,
): Omit<A, 'message'> & { message: string } => ({ ...answer, message: sayIn(store)(answer.message) });
