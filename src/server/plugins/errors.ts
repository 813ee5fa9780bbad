import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { HttpError } from '../lib/http-error';
import { redactedError } from '../lib/log-redaction';
import { httpErrorOf } from './domain-errors';

/**
 * Every error leaves as JSON in the contract's error shape: the domain's errors with the status of their kind
 * (`domain-errors.ts`), the HTTP layer's `HttpError` as thrown, Fastify's own by their code. Unexpected
 * errors are logged with their stack and answered with a generic message: a stack trace never reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const known = toHttpError(error);
    if (known.statusCode >= 500) request.log.error({ err: redactedError(error, request) }, 'request failed');
    if (known.retryAfterS) reply.header('Retry-After', String(known.retryAfterS));
    return reply.code(known.statusCode).type('application/json').send(known.toBody());
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        new HttpError(
          404,
          'not_found',
          `No route for ${request.method} ${request.url.split('?')[0]}.`,
        ).toBody(),
      ),
  );
}

function toHttpError(error: FastifyError | HttpError | DomainError): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return httpErrorOf(error);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'The request body must be application/json.',
        'body',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'validation_failed', 'body is required', 'body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'validation_failed', 'body is not valid JSON', 'body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', 'The request body is too large.', 'body');
  }
  // The file server (@fastify/static and its `send`): a directory or a path it will not serve is refused with
  // 403, which would tell a directory from a missing file; both are simply not found.
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH' || error.statusCode === 403 || error.statusCode === 404) {
    return new HttpError(404, 'not_found', 'No such file.');
  }
  if (error.statusCode === 416) {
    return new HttpError(416, 'validation_failed', 'The requested range is not satisfiable.', 'header.range');
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new HttpError(400, 'validation_failed', 'The request is malformed.');
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
}
