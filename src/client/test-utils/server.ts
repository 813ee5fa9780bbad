import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listContractOperations, mswUrl } from './contract';

/** One default handler per contract operation, answering the 200 response's first example. */
export function contractHandlers() {
  return listContractOperations().map(({ method, path, examples, operationId }) =>
    http[method](mswUrl(path), () => {
      const first = examples[0];
      if (!first) throw new Error(`The contract has no 200 example for ${operationId}`);
      return HttpResponse.json(structuredClone(first[1]) as Record<string, unknown>);
    }),
  );
}

/** The tests' single mocking seam: unknown requests fail the test instead of reaching a network. */
export const server = setupServer(...contractHandlers());

/** A handler for one operation, by operationId, for `server.use(...)` overrides. */
export function contractUrl(operationId: string): string {
  const operation = listContractOperations().find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  return mswUrl(operation.path);
}
