import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { IntlShape } from '@formatjs/intl';
import { DomainError } from '../domain/errors';
import { ERROR_TEXTS } from '../domain/error-texts';
import { VALIDATION_TEXTS } from '../contract/validation-texts';
import { apiMessage, ENGLISH_INTL } from '../domain/i18n/api-message';
import { storeIntl } from '../domain/i18n/store-intl';
import type { StoreRegistry } from '../domain/store/store-registry';
import { HttpError } from '../lib/http-error';
import { redactedError } from '../lib/log-redaction';
import { httpErrorOf } from './domain-errors';
import { COOKIE } from '../../common/cookie-names';

/** The contract's SessionChallenge header (common.yaml): sign in to get the session cookie. */
export const SESSION_CHALLENGE = `Cookie realm="caseback", cookie-name="${COOKIE.session}"`;

/**
 * Every error leaves as JSON in the contract's error shape: the domain's errors with the status of their kind
 * (`domain-errors.ts`), the HTTP layer's `HttpError` as thrown, Fastify's own by their code. Unexpected
 * errors are logged with their stack and answered with a generic message: a stack trace never reaches the client.
 * The message is worded in the language of the store the path names (`/rest/{store_code}/…`, `/{store_code}/…`),
 * English where it names none; `stores` is asked at answer time (the registry loads after this is registered).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  stores: () => StoreRegistry | undefined = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => {
    const known = toHttpError(error);
    if (known.statusCode >= 500) request.log.error({ err: redactedError(error, request) }, 'request failed');
    if (known.retryAfterS) reply.header('Retry-After', String(known.retryAfterS));
    // RFC 9110: every 401 names how to authenticate. The integrations' routes set their Bearer challenge first.
    if (known.statusCode === 401 && !reply.hasHeader('WWW-Authenticate')) {
      reply.header('WWW-Authenticate', SESSION_CHALLENGE);
    }
    return reply
      .code(known.statusCode)
      .type('application/json')
      .send(known.toBody(requestIntl(request, stores())));
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

/** The store named by the request's path, as both path families name it, in its language; else English. */
export function requestIntl(request: FastifyRequest, stores: StoreRegistry | undefined): IntlShape {
  if (!stores) return ENGLISH_INTL;
  const segments = request.url.split('?')[0]!.split('/');
  const code = segments[1] === 'rest' ? segments[2] : segments[1];
  const store = code ? stores.find(code) : undefined;
  return store ? storeIntl(store) : ENGLISH_INTL;
}

function toHttpError(error: FastifyError | HttpError | DomainError): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return httpErrorOf(error);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        apiMessage(VALIDATION_TEXTS.mediaType, { types: 'application/json' }),
        'body',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'validation_failed', apiMessage(VALIDATION_TEXTS.bodyRequired), 'body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'validation_failed', apiMessage(VALIDATION_TEXTS.bodyNotJson), 'body');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', apiMessage(VALIDATION_TEXTS.bodyTooLarge), 'body');
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
    return new HttpError(400, 'validation_failed', apiMessage(VALIDATION_TEXTS.malformed));
  }
  return new HttpError(500, 'internal_error', apiMessage(ERROR_TEXTS.internal));
}
