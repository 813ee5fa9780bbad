import type { ContractOperation } from '../../../common/contract/operations';
import type { FuzzCase } from './base-request';
import type { BodyPart, RequestParts } from './request-parts';

const JSON_MEDIA = 'application/json';

/** Bodies that are not JSON, or JSON no handler expects at the top. */
const MALFORMED_JSON: [name: string, payload: string][] = [
  ['empty', ''],
  ['truncated', '{"a":'],
  ['trailing comma', '{"a":1,}'],
  ['single quotes', "{'a':1}"],
  ['NUL byte', '{"a":"\u0000"}'],
  ['escaped NUL', '{"a":"\\u0000"}'],
  ['escaped lone surrogate', '{"a":"\\ud800"}'],
  ['huge number', '1e309'],
  ['top-level string', '"text"'],
  ['top-level null', 'null'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ['duplicate keys', '{"a":1,"a":2}'],
  ['byte order mark', '\ufeff{}'],
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'application/vnd.api+json',
  'x/\u00e9',
];

const ONE_MEDIA_BODY_LIMIT = 64 * 1024;

/**
 * The envelope of the body: every media type the operation accepts with the valid body, malformed JSON,
 * wrong and missing content types, no body, and a body over the size limit; for an operation without a body,
 * an unexpected one.
 */
export function envelopeCases(op: ContractOperation, base: RequestParts): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const withBody = (name: string, body: BodyPart | undefined) =>
    cases.push({ name, parts: { ...structuredClone(base), body } });
  const raw = (contentType: string | null, payload: string): BodyPart => ({
    kind: 'raw',
    contentType,
    payload,
  });
  const valid = base.body?.kind === 'value' ? base.body.value : {};
  for (const mediaType of op.requestBody?.mediaTypes ?? []) {
    withBody(`valid body as ${mediaType}`, { kind: 'value', mediaType, value: valid });
  }
  for (const [name, payload] of MALFORMED_JSON) withBody(`JSON body: ${name}`, raw(JSON_MEDIA, payload));
  for (const type of WRONG_CONTENT_TYPES) {
    withBody(`content type ${type}`, raw(type, JSON.stringify(valid)));
  }
  withBody('body without a content type', raw(null, JSON.stringify(valid)));
  withBody('no body', undefined);
  withBody(
    'body over the size limit',
    raw(JSON_MEDIA, JSON.stringify({ a: 'x'.repeat(ONE_MEDIA_BODY_LIMIT) })),
  );
  return cases;
}
