import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../src/server/db/types';

/** What a hook of a mutation is handed: the operation the request is routed to, and the test's database. */
export interface Planted {
  operationId: string;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Database;
}

/**
 * One way of breaking the reference server, and the failure the verifier must report for it. Hooks run only
 * while the mutation is the active one; each returns what it changed (or nothing to leave it).
 */
export interface Mutation {
  /** Reads as "a server that …". */
  name: string;
  /** The scenarios the verifier runs (by operation), with those that discover their inputs. */
  only: string[];
  /** Run with the demo account (sign-in, the customer's cart). */
  signedIn?: boolean;
  /** Before validation: rewrite the request's query, params or body. */
  beforeValidation?(at: Planted): Promise<void> | void;
  /** Before the handler, after validation. */
  beforeHandler?(at: Planted): Promise<void> | void;
  /** The body about to be serialised (a copy may be returned; cached bodies must not be changed in place). */
  body?(at: Planted, body: unknown): unknown;
  /** Status, headers, or the serialised payload about to be sent. */
  send?(at: Planted, payload: unknown): unknown;
  /** A failed check of this operation whose problem matches. */
  caughtBy: { operationId: string; problem: RegExp };
}

/**
 * Plants the active mutation into the app through Fastify hooks, registered by the mutation test alone: nothing
 * the shipped server reads (no option, no environment variable) can switch it on.
 */
export function plantMutations(
  app: FastifyInstance,
  db: Database,
  activeMutation: () => Mutation | null,
): void {
  const at = (request: FastifyRequest, reply: FastifyReply): Planted | null => {
    const operationId = (request.routeOptions.config as { operationId?: string }).operationId;
    return operationId && activeMutation() ? { operationId, request, reply, db } : null;
  };
  app.addHook('preValidation', async (request, reply) => {
    const planted = at(request, reply);
    if (planted) await activeMutation()?.beforeValidation?.(planted);
  });
  app.addHook('preHandler', async (request, reply) => {
    const planted = at(request, reply);
    if (planted) await activeMutation()?.beforeHandler?.(planted);
  });
  // Bodies the route serialised itself (catalogue reads answer cached JSON bytes) skip preSerialization: those
  // are parsed and rewritten on send instead, so a mutation reaches every answer whatever its route does.
  const serialised = new WeakSet<FastifyRequest>();
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const planted = at(request, reply);
    const mutation = activeMutation();
    if (!planted || !mutation?.body) return payload;
    serialised.add(request);
    return mutation.body(planted, payload) ?? payload;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const planted = at(request, reply);
    const mutation = activeMutation();
    if (!planted || !mutation) return payload;
    let sent = payload;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (
      mutation.body &&
      json &&
      !serialised.has(request) &&
      (typeof sent === 'string' || Buffer.isBuffer(sent))
    ) {
      const body: unknown = JSON.parse(sent.toString());
      const changed = mutation.body(planted, body);
      if (changed !== undefined && changed !== body) sent = JSON.stringify(changed);
    }
    return mutation.send ? (mutation.send(planted, sent) ?? sent) : sent;
  });
}
