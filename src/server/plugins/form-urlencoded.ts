import type { FastifyInstance } from 'fastify';

export const FORM_URLENCODED = 'application/x-www-form-urlencoded';

/**
 * Parses a form body into its fields: the app's one `application/x-www-form-urlencoded` parser, for the
 * contract's form posts (back-in-stock, 'Buy straps') and the sandbox payment pages alike.
 *
 * A field sent twice becomes an array, so the contract's schema refuses it instead of one value being picked.
 * The object has no prototype, so `__proto__`, `constructor` or `prototype` are only field names (which the
 * contract then refuses as unknown); brackets mean nothing (`a[b]=1` is the field `a[b]`), so nothing nests.
 */
export function parseFormFields(text: string): Record<string, string | string[]> {
  const fields = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** Registered for the whole app (any charset parameter), before any route. */
export function registerFormUrlencoded(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_URLENCODED, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormFields(body as string));
  });
}
