import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies for the contract's form posts (the back-in-stock form,
 * spec 7). A repeated field becomes an array, so the contract rejects it instead of a value being picked; the
 * object has no prototype, so a field named `__proto__` is only a field.
 *
 * Registered as a RegExp rather than the string type, so that a scope registering @fastify/formbody for its own
 * plain HTML forms (the sandbox payment pages) does not collide with it; there, theirs wins.
 */
export function registerFormUrlencoded(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^application\/x-www-form-urlencoded(\s*;.*)?$/i,
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(body as string)) {
        const seen = fields[key];
        fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
      }
      done(null, fields);
    },
  );
}
