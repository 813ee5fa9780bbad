import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (set by the contract router). */
    operationId?: string;
    /**
     * Path parameters that are bearer secrets (whoever knows one holds what it names: a guest cart, a payment):
     * never written to a log. Contract routes take them from the contract's `x-secret: true` parameters.
     */
    secretParams?: readonly string[];
    /** A file under a store code (the return label's PDF): never answered with the shop's page shell. */
    servesFile?: boolean;
  }
}

export const REDACTED = '[redacted]';

/**
 * A segment that looks like a random token (24+ letters and digits mixing upper case, lower case and digits),
 * for paths that matched no route and so name no parameters: a guest cart id under a mistyped path still
 * stays out of the log. URL keys, SKUs and ids (lower case words, upper case codes, numbers) never match.
 */
const TOKEN_LIKE =
  /^(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{24,}$/;

const secretNames = (request: FastifyRequest): readonly string[] =>
  request.routeOptions?.config?.secretParams ?? [];

/** The values of the request's secret path parameters, as received and as they appear in the raw URL. */
export function secretValues(request: FastifyRequest): string[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return secretNames(request).flatMap((name) => {
    const value = params[name];
    if (typeof value !== 'string' || value === '') return [];
    return [...new Set([value, encodeURIComponent(value)])];
  });
}

/**
 * The request's path for a log line: no query string (it can carry e-mail addresses or tokens), each secret
 * path parameter as its name (`/rest/en-int/V1/guest-carts/:cartId/items`), and on a path that matched no
 * route, every token-like segment redacted.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url'> & Partial<FastifyRequest>): string {
  const path = request.url.split('?')[0] ?? request.url;
  const names = request.routeOptions ? secretNames(request as FastifyRequest) : [];
  const pattern = request.routeOptions?.url;
  if (names.length && pattern) {
    const patternSegments = pattern.split('/');
    const pathSegments = path.split('/');
    if (patternSegments.length === pathSegments.length) {
      return pathSegments
        .map((segment, i) => {
          const param = patternSegments[i]!;
          return param.startsWith(':') && names.includes(param.slice(1)) ? param : segment;
        })
        .join('/');
    }
    // Segments that do not line up (a trailing slash): keep the route's pattern, which holds no values.
    return pattern;
  }
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment))
    .join('/');
}

/** `text` with every secret of the request replaced. */
export function redactText(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}

/** A string, or the strings inside plain data (a validation error's details), with the secrets replaced. */
function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (value === null || typeof value !== 'object') return value;
  try {
    return JSON.parse(redactText(JSON.stringify(value), secrets)) as unknown;
  } catch {
    return '[unserializable]';
  }
}

/**
 * The error as the log should see it: its message and stack (and every other property, such as a database
 * error's `detail`) with the request's secrets replaced, in nested details too. An error of a request without secrets is left as it is.
 */
export function redactedError(error: unknown, request: FastifyRequest): unknown {
  const secrets = secretValues(request);
  if (!secrets.length || !(error instanceof Error)) return error;
  const copy: Record<string, unknown> = { type: error.name };
  for (const key of new Set(['message', 'stack', ...Object.keys(error)])) {
    const value = (error as unknown as Record<string, unknown>)[key];
    copy[key] = redactValue(value, secrets);
  }
  return copy;
}
