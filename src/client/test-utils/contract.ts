import { findOperation, toColonPath } from '../../common/contract/operations';

/**
 * The contract's own examples are the tests' default answers. The contract is read by the shared reader in
 * `src/common/contract/` (the server's router and the verifier read it there too); this file only turns it
 * into what MSW handlers need.
 */

/** A fresh copy of one of an operation's examples for `status` (200; the first when no name is given). */
export function contractExample<T>(operationId: string, exampleName?: string, status = 200): T {
  const examples = findOperation(operationId).responses[String(status)]?.examples ?? [];
  const example = exampleName ? examples.find(([name]) => name === exampleName) : examples[0];
  if (!example) throw new Error(`No example ${exampleName ?? '(first)'} of ${status} for ${operationId}`);
  return structuredClone(example[1]) as T;
}

/**
 * `/rest/{store_code}/V1/x` -> `http://localhost/rest/:store_code/V1/x` (MSW's path syntax, absolute). The
 * server renderer's tests run in node, without a window: there the API's base URL is `http://localhost` too.
 */
export const API_ORIGIN = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
export const mswUrl = (path: string): string => `${API_ORIGIN}${toColonPath(path)}`;
