import { validateHeaderValue } from 'node:http';
import type { ContractOperation } from '../../../common/contract/operations';
import type { FuzzCase } from './base-request';
import { ODD_TEXTS, type Named } from './odd-values';
import type { RequestParts } from './request-parts';

/** Only values an HTTP client can put in a header at all (Node refuses the others before sending). */
function sendableInHeader([, value]: Named<string>): boolean {
  try {
    validateHeaderValue('x-fuzz', value);
    return true;
  } catch {
    return false;
  }
}

const clone = (parts: RequestParts): RequestParts => structuredClone(parts);

/**
 * Every parameter of the operation (path, query, header) replaced by each odd text, in turn; optional query
 * parameters also sent twice; header parameters also left out; and an unknown query parameter.
 */
export function parameterCases(op: ContractOperation, base: RequestParts): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const p of op.parameters) {
    if (p.in === 'cookie') continue;
    const values = p.in === 'header' ? ODD_TEXTS.filter(sendableInHeader) : ODD_TEXTS;
    for (const [name, value] of values) {
      const parts = clone(base);
      if (p.in === 'path') parts.path[p.name] = value;
      else if (p.in === 'query') parts.query[p.name] = value;
      else parts.headers[p.name] = value;
      cases.push({ name: `${p.in}.${p.name} = ${name}`, parts });
    }
    if (p.in === 'query') {
      const parts = clone(base);
      parts.query[p.name] = ['1', '2'];
      cases.push({ name: `query.${p.name} sent twice`, parts });
    }
    if (p.in === 'header') {
      const parts = clone(base);
      delete parts.headers[p.name];
      cases.push({ name: `header.${p.name} missing`, parts });
    }
  }
  const unknown = clone(base);
  unknown.query['fuzz\u0000'] = '\u0000';
  cases.push({ name: 'unknown query parameter with NUL', parts: unknown });
  return cases;
}
