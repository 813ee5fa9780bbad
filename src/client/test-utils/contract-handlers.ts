import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { listOperations, toColonPath, type ContractOperation } from '../../common/contract/operations';
import { API_ORIGIN } from './contract';

/**
 * MSW handlers for the whole storefront API, made from the contract: every operation answers with the contract's
 * own example, the one the API reference shows first (`/docs/`). The client's tests run on them
 * (`./server.ts`), and so can any other front end that calls this shop's API: a module of its own, without the
 * test set-up of `./index.ts` (no jest hooks), for MSW in node (`setupServer`) or in a browser (`setupWorker`).
 * How a team uses it: README "API reference and mock API".
 */

/** How one operation answers instead of its first 200 example. */
export type OperationAnswer =
  /** Another of the contract's examples: by name (the first when absent) of a status (200 when absent). */
  | { example?: string; status?: number }
  /** An MSW resolver of one's own (a body the contract has no example of, a delay, a network error). */
  | HttpResponseResolver;

export interface ContractHandlerOptions {
  /**
   * Where the shop's API is: an origin, and a path prefix if the API is mounted under one
   * (`https://shop.example`, `https://gateway.example/caseback`). By default the page's origin (in node,
   * without a window: `http://localhost`), as the shop's client calls its API on its own origin.
   */
  baseUrl?: string;
  /** Answers by operationId (`{ getWishlist: { example: 'twoWatches' } }`); an unknown one throws. */
  answers?: Readonly<Record<string, OperationAnswer>>;
}

/** A fresh copy of an operation's example: a handler's answer may be changed by whoever receives it. */
function exampleAnswer(op: ContractOperation, name: string | undefined, status: number) {
  const examples = op.responses[String(status)]?.examples ?? [];
  const example = name === undefined ? examples[0] : examples.find(([n]) => n === name);
  if (!example) {
    const known = examples.map(([n]) => n).join(', ') || 'none';
    throw new Error(
      `${op.operationId} has no ${status} example ${name ?? ''} in the contract (its examples: ${known})`,
    );
  }
  const body = example[1] as Record<string, unknown>;
  // Looked up now, answered fresh each time: a missing example fails where the handlers are made.
  return () => HttpResponse.json(structuredClone(body), { status });
}

/**
 * One MSW handler per contract operation, at `baseUrl` + the operation's path (`/rest/:store_code/V1/...`, any
 * store code), answering the operation's first 200 example, or what `answers` says for that operationId.
 */
export function contractHandlers(options: ContractHandlerOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? API_ORIGIN).replace(/\/+$/, '');
  const operations = listOperations();
  const answers = options.answers ?? {};
  const unknown = Object.keys(answers).filter((id) => !operations.some((op) => op.operationId === id));
  if (unknown.length) throw new Error(`No operation ${unknown.join(', ')} in the contract`);
  return operations.map((op) => {
    const answer = answers[op.operationId];
    const resolver =
      typeof answer === 'function' ? answer : exampleAnswer(op, answer?.example, answer?.status ?? 200);
    return http[op.method](`${base}${toColonPath(op.path)}`, resolver);
  });
}
