import { CookieJar } from './cookie-jar';
import { redactBody, redactHeaders } from './curl';
import type { SentRequest } from './types';

export interface HttpRequest {
  method: string;
  /** Path and query relative to the base URL, e.g. `/rest/en-int/V1/search?q=x`. */
  target: string;
  headers?: Record<string, string>;
  /** Serialised as JSON. */
  body?: unknown;
}

export interface HttpExchange {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
  /** What was sent, secrets redacted (for the report's curl command). */
  sent: SentRequest;
}

/** The server could not be reached at all (connection refused, DNS, TLS): a usage error, not a finding. */
export class UnreachableError extends Error {}

/** The request was sent but no full answer came: a failed check. */
export class NoAnswerError extends Error {}

// After this many requests in a row without an answer the server is taken as gone: the rest fail at once, so a
// hanging server costs a few timeouts, not one per remaining request.
const MAX_SILENT_IN_A_ROW = 3;
// A storefront JSON answer is a few hundred kB at most; anything far bigger is a bug worth stopping on.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** What every browser of one run shares: the request budget and the server's silence so far. */
interface RunCounters {
  sent: number;
  answered: number;
  silentInARow: number;
}

/** fetch with the browser's cookie jar, a per-request timeout, a request budget and one allowed origin. */
export class HttpClient {
  readonly jar: CookieJar;
  private readonly base: URL;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly maxRequests: number,
    private readonly counters: RunCounters = { sent: 0, answered: 0, silentInARow: 0 },
  ) {
    this.base = new URL(baseUrl);
    // Browsers treat localhost as a secure context, so Secure cookies work there over plain http too.
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(this.base.hostname);
    this.jar = new CookieJar(this.base.protocol === 'https:' || local);
  }

  get requestCount(): number {
    return this.counters.sent;
  }

  /** Another browser of the same run (a second customer's): its own cookies, the same budget and server. */
  anotherBrowser(): HttpClient {
    return new HttpClient(this.baseUrl, this.timeoutMs, this.maxRequests, this.counters);
  }

  /** Absolute URL of a target: the base URL's path prefix is kept, the origin cannot be changed. */
  urlOf(target: string): string {
    const prefix = this.base.pathname.replace(/\/+$/, '');
    return `${this.base.origin}${prefix}${target}`;
  }

  async send(request: HttpRequest): Promise<HttpExchange> {
    const counters = this.counters;
    if (counters.sent >= this.maxRequests) {
      throw new NoAnswerError(`request budget of ${this.maxRequests} exhausted; not sent`);
    }
    if (counters.silentInARow >= MAX_SILENT_IN_A_ROW) {
      throw new NoAnswerError(`not sent: the last ${MAX_SILENT_IN_A_ROW} requests got no answer`);
    }
    counters.sent++;
    try {
      const exchange = await this.exchange(request);
      counters.silentInARow = 0;
      return exchange;
    } catch (err) {
      if (err instanceof NoAnswerError) counters.silentInARow++;
      throw err;
    }
  }

  /** The request as it would go out now (cookies of the jar included), secrets redacted. */
  describe(request: HttpRequest): SentRequest {
    const { url, headers, body } = this.prepare(request);
    return {
      method: request.method,
      url,
      headers: redactHeaders(headers),
      ...(body === undefined ? {} : { body: redactBody(body) }),
    };
  }

  private prepare(request: HttpRequest): {
    url: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  } {
    const url = this.urlOf(request.target);
    const path = new URL(url).pathname;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const cookie = this.jar.header(path);
    if (cookie) headers.cookie = cookie;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    return { url, path, headers, body };
  }

  private async exchange(request: HttpRequest): Promise<HttpExchange> {
    const { url, path, headers, body } = this.prepare(request);
    const sent: SentRequest = {
      method: request.method,
      url,
      headers: redactHeaders(headers),
      ...(body === undefined ? {} : { body: redactBody(body) }),
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body,
        // Never follow: a redirect could leave the base URL, and a 3xx is itself a mismatch to report.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw this.failure(err);
    }
    this.jar.store(response.headers.getSetCookie(), path);
    const text = await this.readBody(response);
    this.counters.answered++;
    return { method: request.method, url, status: response.status, headers: response.headers, text, sent };
  }

  private async readBody(response: Response): Promise<string> {
    try {
      const reader = response.body?.getReader();
      if (!reader) return '';
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_BODY_BYTES) {
          await reader.cancel();
          throw new NoAnswerError(`response body larger than ${MAX_BODY_BYTES} bytes`);
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    } catch (err) {
      throw this.failure(err);
    }
  }

  private failure(err: unknown): Error {
    if (err instanceof NoAnswerError) return err;
    if (isAbort(err) || isAbort(causeOf(err))) {
      return new NoAnswerError(`no answer within ${this.timeoutMs} ms`);
    }
    const reason = describeNetworkError(err);
    // Before the first answer this means a wrong URL or a server that is not running.
    if (this.counters.answered === 0) return new UnreachableError(`Cannot reach ${this.baseUrl}: ${reason}`);
    return new NoAnswerError(`connection failed: ${reason}`);
  }
}

/** fetch hides the useful part (`connect ECONNREFUSED 127.0.0.1:4000`) in `cause`. */
function describeNetworkError(err: unknown): string {
  const cause = causeOf(err);
  if (cause) {
    const { message, code } = cause as { message?: unknown; code?: unknown };
    // Happy eyeballs (IPv6 + IPv4) fails with an AggregateError that has a code but no message.
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string') return `connect ${code}`;
  }
  const message: unknown =
    typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : null;
  return typeof message === 'string' ? message : String(err);
}

// Duck-typed, not instanceof: fetch's errors (DOMException among them) may come from another realm, as in jest.
function causeOf(err: unknown): object | null {
  const cause: unknown = typeof err === 'object' && err !== null ? (err as { cause?: unknown }).cause : null;
  return typeof cause === 'object' && cause !== null ? cause : null;
}

function isAbort(err: unknown): boolean {
  const name: unknown = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : null;
  return name === 'TimeoutError' || name === 'AbortError';
}
