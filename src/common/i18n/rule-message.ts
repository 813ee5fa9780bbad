/**
 * A message a shared rule (`src/common`) answers with, not yet in words: the catalogue entry and its arguments.
 * The browser words it with `useIntl().formatMessage(message, message.values)`, the server with the request's
 * store language (it is an `ApiMessage` as it stands), so both tell the shopper the same thing in their language.
 */
export interface RuleMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly values?: Record<string, string | number>;
}

export const ruleMessage = (
  descriptor: { id: string; defaultMessage: string },
  values?: Record<string, string | number>,
): RuleMessage =>
  values ? { id: descriptor.id, defaultMessage: descriptor.defaultMessage, values } : descriptor;
