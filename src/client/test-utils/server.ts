import { setupServer } from 'msw/node';
import { findOperation } from '../../common/contract/operations';
import { mswUrl } from './contract';
import { contractHandlers } from './contract-handlers';

/** The tests' single mocking seam: every operation answers its contract example (contract-handlers.ts), and
 * unknown requests fail the test instead of reaching a network. */
export const server = setupServer(...contractHandlers());

/** A handler for one operation, by operationId, for `server.use(...)` overrides. */
export function contractUrl(operationId: string): string {
  return mswUrl(findOperation(operationId).path);
}
