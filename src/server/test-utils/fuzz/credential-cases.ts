import type { ContractOperation } from '../../../common/contract/operations';
import type { FuzzCase } from './base-request';
import type { RequestParts } from './request-parts';

/** Well-formed (16 letters and digits) but never a session's form key. */
const OTHER_FORM_KEY = 'Fuzz0Fuzz0Fuzz00';

/**
 * The request without what proves who sends it: no session cookie, no `X-Requested-With`, another form key
 * (body and header), no or a wrong bearer token; each must be refused as the operation documents (401, 403).
 * And the request as a browser's navigation (accepting HTML).
 */
export function credentialCases(op: ContractOperation, base: RequestParts): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const withHeaders = (name: string, headers: Record<string, string>) =>
    cases.push({ name, parts: { ...structuredClone(base), headers: { ...base.headers, ...headers } } });
  withHeaders('without the session cookie', { cookie: '' });
  withHeaders('without X-Requested-With', { 'x-requested-with': '' });
  // What a browser sends when it navigates to the URL: an operation still answers as documented, not a page.
  withHeaders('accepting HTML', { accept: 'text/html,application/xhtml+xml' });
  if (op.requiresFormKey) {
    const headers = Object.fromEntries(
      Object.keys(base.headers)
        .filter((name) => name.toLowerCase() === 'x-form-key')
        .map((name) => [name, OTHER_FORM_KEY]),
    );
    const parts = { ...structuredClone(base), headers: { ...base.headers, ...headers } };
    if (parts.body?.kind === 'value' && typeof parts.body.value === 'object' && parts.body.value !== null) {
      if ('form_key' in parts.body.value)
        parts.body.value = { ...parts.body.value, form_key: OTHER_FORM_KEY };
    }
    cases.push({ name: 'with another form key', parts });
  }
  if (op.bearerAuth) {
    withHeaders('without the bearer token', { authorization: '' });
    withHeaders('with a wrong bearer token', { authorization: 'Bearer fuzz-wrong-token-0123456789abcdef' });
  }
  return cases;
}
