import type { IntlShape } from '@formatjs/intl';
import type { MessageDescriptor } from '@formatjs/intl';
import { escapeHtml } from '../html';

type Values = Record<string, string | number | Date>;

/** A message as HTML text: formatted with the raw values, then escaped as a whole (translation and values). */
export const htmlMessage = (intl: IntlShape, descriptor: MessageDescriptor, values?: Values): string =>
  escapeHtml(intl.formatMessage(descriptor, values));

const OPEN = '\u0001';
const CLOSE = '\u0002';

/**
 * A message with markup around some of its words (`Order <strong>{id}</strong>`): each tag of the message is
 * given its opening HTML; the text, the translation's and the values', is escaped, the given markup is not.
 */
export function richHtmlMessage(
  intl: IntlShape,
  descriptor: MessageDescriptor,
  values: Values,
  tags: Record<string, string>,
): string {
  const markers = Object.fromEntries(
    Object.keys(tags).map((tag) => [
      tag,
      (chunks: string[]) => `${OPEN}${tag}${CLOSE}${chunks.join('')}${OPEN}/${tag}${CLOSE}`,
    ]),
  );
  const formatted = intl.formatMessage(descriptor, { ...values, ...markers });
  const text = Array.isArray(formatted) ? formatted.join('') : String(formatted);
  return escapeHtml(text).replace(
    new RegExp(`${OPEN}(/?)(\\w+)${CLOSE}`, 'g'),
    (_, slash: string, tag: string) => {
      const open = tags[tag] ?? '';
      if (!slash) return open;
      const name = /^<(\w+)/.exec(open)?.[1];
      return name ? `</${name}>` : '';
    },
  );
}
