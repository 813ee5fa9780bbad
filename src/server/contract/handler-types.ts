import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SerializedJson } from './serialized-json';
import type { operations } from '../../common/contract/schema.gen';
import type { Session, SessionToKeep } from '../domain/session/session-types';
import type { StoreView } from '../domain/store/store-registry';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];

type Part<O extends OperationId, K extends 'path' | 'query'> = Op<O>['parameters'] extends {
  [P in K]?: infer V;
}
  ? [V] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : Record<string, never>;

type Body<O extends OperationId> =
  Op<O> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<O> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

export type SuccessBody<O extends OperationId> = Op<O>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

/** A store-scoped operation (one with a `{store_code}` path parameter) always has its store view. */
export type StoreOf<O extends OperationId> =
  Part<O, 'path'> extends { store_code: string } ? StoreView : undefined;

export interface HandlerContext<O extends OperationId> {
  params: Part<O, 'path'>;
  query: Part<O, 'query'>;
  body: Body<O>;
  /** The store view of `{store_code}`, resolved by the router (404 for an unknown code); store-less paths
   * (/healthz, media) have none. */
  store: StoreOf<O>;
  /** The session, created on first use (only for operations marked `x-session`); anonymous ones have no row. */
  session: () => Promise<Session>;
  /** The session, stored now if it was not: for handlers that bind something to it (a guest cart, an order). */
  keepSession: () => Promise<Session>;
  /** The session and its lifetime, for a handler that stores it in its own write's statement (`sessionInsert`). */
  sessionToKeep: () => Promise<SessionToKeep>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the success body, or that body already serialised with its entity tag (cacheable reads). */
export type Handler<O extends OperationId> = (
  ctx: HandlerContext<O>,
) => Promise<SuccessBody<O> | SerializedJson<SuccessBody<O>>>;

/** Route modules export a partial map; the app checks at boot that together they cover every operation. */
export type Handlers = { [O in OperationId]?: Handler<O> };
