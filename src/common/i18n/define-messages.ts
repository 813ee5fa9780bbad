import type { MessageDescriptor } from '@formatjs/intl';

/**
 * A module's messages, each with an explicit namespaced id and its English text. The same name as react-intl's
 * own, which the extraction (`npm run i18n`) looks for, but without its type-level parsing of the message:
 * that inference gives up on longer lists and then refuses every value, so the arguments are checked by the
 * lint rule `formatjs/enforce-placeholders` and by the catalogue check instead. Client and server use it.
 */
export const defineMessages = <K extends string>(
  messages: Record<K, MessageDescriptor & { id: string; defaultMessage: string }>,
): Record<K, MessageDescriptor & { id: string; defaultMessage: string }> => messages;
