import { bundle, isObject, resolveRef, type JsonSchema } from '../../../src/common/contract/bundle';
import type { HttpExchange } from '../http';

/**
 * Rules every answer of every operation keeps, whatever its status: checked on each exchange the verifier makes,
 * so a server that breaks one anywhere is caught where the scenarios happen to meet it. Each problem starts with
 * the rule's name (README: "Behaviour checks").
 */
export function answerProblem(
  exchange: HttpExchange,
  body: unknown,
  base: URL,
  schema: JsonSchema | null,
): string | null {
  return (
    retryAfterProblem(exchange) ??
    challengeProblem(exchange) ??
    sessionCookieProblem(exchange, base) ??
    redirectProblem(exchange, body, base, offOriginAllowed(schema)) ??
    lineTotalProblem(body)
  );
}

/** common.yaml TooManyRequests: every 429 says when to come back, in whole seconds (RFC 9110 delay-seconds). */
function retryAfterProblem(exchange: HttpExchange): string | null {
  if (exchange.status !== 429) return null;
  const value = exchange.headers.get('retry-after');
  if (value === null) return 'rule retry-after: a 429 without Retry-After';
  return /^[1-9]\d*$/.test(value.trim())
    ? null
    : `rule retry-after: Retry-After ${JSON.stringify(value)} is not a number of seconds (at least 1)`;
}

/** common.yaml SessionChallenge (RFC 9110 §15.5.2): every 401 carries a WWW-Authenticate challenge. */
function challengeProblem(exchange: HttpExchange): string | null {
  if (exchange.status !== 401) return null;
  return exchange.headers.get('www-authenticate')?.trim()
    ? null
    : 'rule www-authenticate: a 401 without WWW-Authenticate';
}

/** The session cookie as storefront.yaml's sessionCookie scheme names it, with its `x-cookie-attributes`. */
export const SESSION_COOKIE = sessionCookieScheme();

function sessionCookieScheme(): { name: string; attributes: string[] } {
  const components = isObject(bundle.components) ? bundle.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const scheme = isObject(schemes.sessionCookie) ? schemes.sessionCookie : {};
  if (typeof scheme.name !== 'string') throw new Error('the contract has no sessionCookie security scheme');
  const attributes = Array.isArray(scheme['x-cookie-attributes']) ? scheme['x-cookie-attributes'] : [];
  return { name: scheme.name, attributes: attributes.map(String) };
}

/**
 * storefront.yaml sessionCookie: the token is set with the contract's attributes (HttpOnly, SameSite), and
 * Secure when the shop is served over https.
 */
function sessionCookieProblem(exchange: HttpExchange, base: URL): string | null {
  for (const header of exchange.headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    if (pair.split('=')[0]?.trim() !== SESSION_COOKIE.name) continue;
    const attributes = rest.map((a) =>
      a
        .trim()
        .toLowerCase()
        .replace(/\s*=\s*/, '='),
    );
    const wanted = [...SESSION_COOKIE.attributes, ...(base.protocol === 'https:' ? ['Secure'] : [])];
    const missing = wanted.filter((a) => !attributes.includes(a.toLowerCase()));
    if (missing.length) {
      return `rule session-cookie: ${SESSION_COOKIE.name} set without ${missing.join(', ')}`;
    }
  }
  return null;
}

/**
 * A body whose top-level `redirect_url` the contract marks `x-redirect-target: same-origin-or-https` (a placed
 * order's payment page) may send the shopper to another https origin; every other target is `same-origin`.
 */
function offOriginAllowed(schema: JsonSchema | null): boolean {
  const resolved = schema ? resolveRef(schema) : null;
  const properties = isObject(resolved?.properties) ? resolved.properties : {};
  const target = isObject(properties.redirect_url) ? properties.redirect_url['x-redirect-target'] : null;
  return target === 'same-origin-or-https';
}

/**
 * Where the API sends the shopper (a 3xx's Location, any `redirect_url` in a body) stays on the shop's own
 * origin: a path, or an absolute URL of the base URL's origin. Anything else is an open redirect.
 */
function redirectProblem(
  exchange: HttpExchange,
  body: unknown,
  base: URL,
  httpsAllowed: boolean,
): string | null {
  const targets: [string, string][] = [];
  const location = exchange.headers.get('location');
  if (exchange.status >= 300 && exchange.status < 400 && location !== null)
    targets.push(['Location', location]);
  collectRedirects(body, 'response', targets);
  for (const [where, target] of targets) {
    if (httpsAllowed && where === 'response.redirect_url' && target.startsWith('https://')) continue;
    if (!sameOrigin(target, base))
      return `rule same-origin-redirect: ${where} ${JSON.stringify(target)} leaves ${base.origin}`;
  }
  return null;
}

function collectRedirects(value: unknown, path: string, into: [string, string][]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectRedirects(item, `${path}[${i}]`, into));
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'redirect_url' && typeof child === 'string') into.push([`${path}.${key}`, child]);
      else collectRedirects(child, `${path}.${key}`, into);
    }
  }
}

function sameOrigin(target: string, base: URL): boolean {
  // A scheme-relative `//host` or a backslash (which browsers read as a slash) may leave the origin.
  if (/^[/\\]{2}/.test(target) || target.includes('\\')) return false;
  try {
    return new URL(target, base).origin === base.origin;
  } catch {
    return false;
  }
}

/** cart.yaml CartItem, checkout.yaml OrderSummary: a line's row_total is its unit price times its qty. */
function lineTotalProblem(body: unknown, path = 'response'): string | null {
  if (Array.isArray(body)) {
    for (const [i, item] of body.entries()) {
      const problem = lineTotalProblem(item, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (!isObject(body)) return null;
  const { qty, price, row_total: rowTotal } = body;
  if (typeof qty === 'number' && typeof price === 'number' && typeof rowTotal === 'number') {
    if (rowTotal !== price * qty)
      return `rule line-total: ${path}.row_total ${rowTotal} is not price ${price} × qty ${qty}`;
  }
  for (const [key, child] of Object.entries(body)) {
    const problem = lineTotalProblem(child, `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}
