import type { ContractOperation } from '../../src/common/contract/operations';
import type { HttpRequest } from './http';
import type { CallInput } from './scenario-api';

/** Turns a scenario's input into the request a browser script would send for the operation. */
export function buildRequest(op: ContractOperation, input: CallInput, store: string): HttpRequest {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries({ store_code: store, ...input.path })) {
    values[name] = encodeURIComponent(String(value));
  }
  Object.assign(values, input.rawPath);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name}`);
    return value;
  });
  const query = input.query instanceof URLSearchParams ? input.query : toSearchParams(input.query ?? {});
  const search = query.toString();
  // The storefront's scripts mark REST calls this way; servers may refuse session-backed REST calls without it.
  const headers: Record<string, string> = path.startsWith('/rest/')
    ? { 'x-requested-with': 'XMLHttpRequest' }
    : {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    const key = name.toLowerCase();
    if (value === null) delete headers[key];
    else headers[key] = value;
  }
  return {
    method: op.method.toUpperCase(),
    target: search ? `${path}?${search}` : path,
    headers,
    body: input.body,
  };
}

function toSearchParams(query: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}
