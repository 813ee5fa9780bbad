import type { ContractOperation } from '../../../common/contract/operations';
import type { FuzzIdentity } from './fuzz-identity';
import type { RequestParts } from './request-parts';
import { validValue } from './valid-values';

/** A fuzz case: one request that differs from the valid one in one way, named for that way. */
export interface FuzzCase {
  name: string;
  parts: RequestParts;
}

const FORM_KEY_HEADER = 'x-form-key';
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The valid request the cases start from: path values from the live shop (else the contract), required query
 * and header parameters from the contract, the form key of the session, and the body of the contract's first
 * example (with the session's form key in place of the example's).
 */
export function baseRequest(op: ContractOperation, identity: FuzzIdentity): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, headers: {} };
  for (const p of op.parameters) {
    if (p.in === 'path') parts.path[p.name] = identity.pathValues[p.name] ?? asText(validValue(p.schema));
    else if (p.in === 'header' && p.name.toLowerCase() === FORM_KEY_HEADER) {
      parts.headers[p.name] = identity.formKey;
    } else if (p.required && p.in === 'query') parts.query[p.name] = asText(validValue(p.schema));
    else if (p.required && p.in === 'header') parts.headers[p.name] = asText(validValue(p.schema));
  }
  if (op.requiresFormKey && !(FORM_KEY_HEADER in lowerKeys(parts.headers))) {
    parts.headers[FORM_KEY_HEADER] = identity.formKey;
  }
  const body = op.requestBody;
  if (body) {
    const mediaType = body.mediaTypes[0]!;
    const example = body.content[mediaType]?.examples[0]?.[1] ?? validValue(body.schema);
    parts.body = { kind: 'value', mediaType, value: withFormKey(example, identity.formKey) };
  }
  return parts;
}

function withFormKey(value: unknown, formKey: string): unknown {
  if (typeof value !== 'object' || value === null || !('form_key' in value)) return value;
  return { ...value, form_key: formKey };
}

function lowerKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k.toLowerCase(), v]));
}
