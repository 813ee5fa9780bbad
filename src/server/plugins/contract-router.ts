import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isObject } from '../../common/contract/bundle';
import { listOperations, toColonPath, type ContractOperation } from '../../common/contract/operations';
import { SerializedJson } from '../contract/serialized-json';
import { findUnstorableText } from '../contract/storable-text';
import { compileOperation, describeError, type OperationValidators } from '../contract/validators';
import type { HandlerContext, Handlers, OperationId } from '../contract/handler-types';
import type { Queryable } from '../db/types';
import type { StoreRegistry } from '../domain/store/store-registry';
import { HttpError } from '../lib/http-error';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage } from '../domain/i18n/api-message';
import { VALIDATION_TEXTS } from '../contract/validation-texts';
import { storeSession } from '../domain/session/session-store';
import { ensureSession, type SessionCookies } from './session';

export interface ContractRouterOptions {
  db: Queryable;
  stores: StoreRegistry;
  cookies: SessionCookies;
  handlers: Handlers;
  validateResponses: boolean;
}

/**
 * Binds one handler per operationId to the contract's path and method. Requests are validated against the
 * contract before a handler runs; in development and tests the response is validated too, so a handler that
 * drifts from the contract fails loudly instead of shipping.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRouterOptions): void {
  const operations = listOperations();
  const missing = operations.filter((op) => !options.handlers[op.operationId as OperationId]);
  if (missing.length) {
    throw new Error(`No handler for operation(s): ${missing.map((op) => op.operationId).join(', ')}`);
  }
  for (const op of operations) route(app, op, options);
}

/**
 * An operation without a request body ignores any body sent with it, whatever its type or size (as HTTP has
 * it for GET and DELETE), instead of refusing it with 413 or 415: Fastify reads a body only when the request
 * announces one, so the announcement is dropped before it looks. Node discards the unread bytes.
 */
async function ignoreBody(request: FastifyRequest): Promise<void> {
  delete request.raw.headers['content-type'];
  delete request.raw.headers['content-length'];
  delete request.raw.headers['transfer-encoding'];
}

function route(app: FastifyInstance, op: ContractOperation, options: ContractRouterOptions): void {
  // Compiled on the operation's first request, not at build: compiling the whole contract took about 1.9 s of
  // every app build, which every in-process test suite paid for the few operations it calls. A schema error
  // still shows on the first call (the contract tests call every operation).
  let compiled: OperationValidators | null = null;
  const validatorsOf = () => (compiled ??= compileOperation(op));
  const handler = options.handlers[op.operationId as OperationId] as unknown as (
    ctx: HandlerContext<OperationId>,
  ) => Promise<unknown>;
  const cacheControl = documentedCacheControl(op);
  app.route({
    method: op.method.toUpperCase() as 'GET',
    url: toColonPath(op.path),
    config: {
      operationId: op.operationId,
      secretParams: op.parameters.filter((p) => p.secret && p.in === 'path').map((p) => p.name),
    },
    ...(op.requestBody ? {} : { onRequest: ignoreBody }),
    handler: async (request, reply) => {
      const validators = validatorsOf();
      const ctx = await prepare(op, validators, options, request, reply);
      const body = await handler(ctx);
      if (body instanceof SerializedJson) {
        if (options.validateResponses) checkResponse(op, validators, reply.statusCode, body.value);
        return sendSerialized(op, body, cacheControl, request, reply);
      }
      if (options.validateResponses) checkResponse(op, validators, reply.statusCode, body);
      // Fastify sends a returned string as text/plain; every contract answer is JSON, strings included.
      if (typeof body === 'string') return reply.type('application/json').send(JSON.stringify(body));
      return body;
    },
  });
}

/**
 * The `Cache-Control` a success answer documents (its header schema's `const`): the contract says how long a
 * browser or a CDN may keep the answer, and the router says it, so the two cannot drift.
 */
function documentedCacheControl(op: ContractOperation): string | null {
  const header = op.responses['200']?.headers.find((h) => h.name.toLowerCase() === 'cache-control');
  const value = header?.schema.const;
  return typeof value === 'string' ? value : null;
}

/**
 * A pre-serialised answer: its bytes with their `ETag` and the documented `Cache-Control`, or 304 with no body
 * when the request's `If-None-Match` names them (only operations that document a 304 return one).
 */
function sendSerialized(
  op: ContractOperation,
  body: SerializedJson<unknown>,
  cacheControl: string | null,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('ETag', body.etag);
  if (cacheControl) reply.header('Cache-Control', cacheControl);
  if (op.responses['304'] && body.matches(request.headers['if-none-match'])) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body.json);
}

async function prepare(
  op: ContractOperation,
  validators: OperationValidators,
  options: ContractRouterOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<HandlerContext<OperationId>> {
  const params = validate(validators.params, { ...(request.params as object) }, 'path');
  // Unknown query parameters (utm_*, cache busters) are ignored, whatever they hold; only the contract's are read.
  const declared = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const query = validate(validators.query, { ...(request.query as object) }, 'query', (name) =>
    declared.has(name),
  );
  if (validators.headers) {
    const given = Object.fromEntries(
      validators.headers.names
        .map((name) => [name, request.headers[name.toLowerCase()]] as const)
        .filter(([, value]) => value !== undefined),
    );
    validate(validators.headers.validate, given, 'header');
  }
  let body: unknown = request.body;
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (op.requestBody && body !== undefined && !op.requestBody.mediaTypes.includes(mediaType)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      apiMessage(VALIDATION_TEXTS.mediaType, { types: op.requestBody.mediaTypes.join(' or ') }),
      'body',
    );
  }
  if (op.requestBody) {
    if (body === undefined || body === null) {
      if (op.requestBody.required) {
        throw new HttpError(400, 'validation_failed', apiMessage(VALIDATION_TEXTS.bodyRequired), 'body');
      }
    } else {
      body = validate(validators.body, body, 'body');
    }
  }
  const storeCode = (params as { store_code?: string }).store_code;
  const store = storeCode === undefined ? undefined : options.stores.find(storeCode);
  if (storeCode !== undefined && !store) {
    const text = apiMessage(ERROR_TEXTS.storeNotFound, { store: storeCode });
    throw new HttpError(404, 'store_not_found', text, 'path.store_code');
  }
  // REST calls that use the session must come from our own scripts (CSRF defence in depth).
  if (
    op.usesSession &&
    op.path.startsWith('/rest/') &&
    request.headers['x-requested-with'] !== 'XMLHttpRequest'
  ) {
    throw new HttpError(403, 'header_required', 'The X-Requested-With: XMLHttpRequest header is required.');
  }
  const session = () => ensureSession(options.db, options.cookies, request, reply);
  if (op.requiresFormKey) {
    const given = (body as { form_key?: unknown } | undefined)?.form_key ?? request.headers['x-form-key'];
    const { formKey } = await session();
    if (typeof given !== 'string' || !sameText(given, formKey)) {
      throw new HttpError(403, 'form_key_invalid', apiMessage(ERROR_TEXTS.formKeyInvalid), 'body.form_key');
    }
  }
  return {
    params: params as never,
    query: query as never,
    body: body as never,
    store: store as never,
    session,
    keepSession: async () => storeSession(options.db, await session(), options.cookies.lifetime),
    sessionToKeep: async () => ({ session: await session(), lifetime: options.cookies.lifetime }),
    request,
    reply,
  };
}

function validate(
  fn: OperationValidators['params'],
  value: unknown,
  location: string,
  isRead: (name: string) => boolean = () => true,
): unknown {
  // Before the schema, and for every operation: no schema lets NUL or a lone surrogate reach the database.
  const read = isObject(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => isRead(k))) : value;
  const unstorable = findUnstorableText(read, location);
  if (unstorable) throw new HttpError(400, 'validation_failed', unstorable.text, unstorable.field);
  if (!fn) return value;
  if (!fn(value)) {
    const { field, text } = describeError(location, fn.errors?.[0]);
    throw new HttpError(400, 'validation_failed', text, field);
  }
  return value;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function checkResponse(
  op: ContractOperation,
  validators: OperationValidators,
  status: number,
  body: unknown,
): void {
  const fn = validators.responses.get(String(status));
  if (!fn) {
    throw new Error(`${op.operationId} answered ${status}, which the contract does not document`);
  }
  if (!fn(body)) {
    const { message } = describeError('response', fn.errors?.[0]);
    throw new Error(`${op.operationId} response does not match the contract: ${message}`);
  }
}
