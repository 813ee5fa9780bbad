import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { findOperation, listOperations } from '../../common/contract/operations';
import { mswUrl } from './contract';

/** One default handler per contract operation, answering the 200 response's first example. */
export function contractHandlers() {
  return listOperations().map(({ method, path, responses, operationId }) =>
    http[method](mswUrl(path), () => {
      const first = responses['200']?.examples[0];
      if (!first) throw new Error(`The contract has no 200 example for ${operationId}`);
      return HttpResponse.json(structuredClone(first[1]) as Record<string, unknown>);
    }),
  );
}

/** The tests' single mocking seam: unknown requests fail the test instead of reaching a network. */
export const server = setupServer(...contractHandlers());

/** A handler for one operation, by operationId, for `server.use(...)` overrides. */
export function contractUrl(operationId: string): string {
  return mswUrl(findOperation(operationId).path);
}
