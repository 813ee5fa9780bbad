import { apiMessage, inEnglish, type ApiMessage } from '../domain/i18n/api-message';
import { VALIDATION_TEXTS } from './validation-texts';

/**
 * Text the database cannot store: NUL (PostgreSQL's `text` and `jsonb` refuse U+0000) and UTF-16 surrogates
 * without their pair (JSON and form bodies can carry them, but they have no UTF-8 encoding). Matched per code
 * unit, without the `u` flag, so a lone surrogate is seen as one.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The field and its message in English; `text` is the catalogue entry the router words for the reader. */
export class UnstorableText {
  readonly message: string;
  readonly #text: ApiMessage;

  constructor(
    readonly field: string,
    text: ApiMessage,
  ) {
    this.#text = text;
    this.message = inEnglish(text);
  }

  get text(): ApiMessage {
    return this.#text;
  }
}

const unstorable = (field: string, text: ApiMessage) => new UnstorableText(field, text);

/**
 * The first string (value or property name) in a request part that the database could not store, named as
 * the contract names fields (`body.addressInformation.shipping_address.street.0`), or null. The contract
 * router checks every operation's parameters and body with it before their schema (openapi/README.md).
 * Iterative, so a body nested thousands deep is walked without exhausting the stack.
 */
export function findUnstorableText(value: unknown, location: string): UnstorableText | null {
  const pending: [field: string, value: unknown][] = [[location, value]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [field, current] = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) {
        return unstorable(field, apiMessage(VALIDATION_TEXTS.unstorableValue, { field }));
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Array.isArray(current)
        ? current.map((v, i) => [String(i), v] as const)
        : Object.entries(current);
      for (const [key] of entries) {
        if (UNSTORABLE.test(key)) {
          return unstorable(field, apiMessage(VALIDATION_TEXTS.unstorableName, { field }));
        }
      }
      // Reversed onto the stack, so fields are reported in the order they were sent.
      for (const [key, child] of entries.reverse()) pending.push([`${field}.${key}`, child]);
    }
  }
  return null;
}
