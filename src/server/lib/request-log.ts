import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggedPath, redactedError } from './log-redaction';

/**
 * One concise line per request instead of Fastify's two JSON lines (`incoming request` with the whole request,
 * `request completed` with the reply): a single page view fetches dozens of assets and API calls, so the
 * default doubles a busy log for little use. The line reads `GET /en-int/ 200 3.1ms`, with the request id
 * bound by Fastify; the query string is left out, as it can carry e-mail addresses or tokens, and so are bearer
 * secrets in the path (`log-redaction.ts`). A request that fails keeps its detail: the error (with its stack,
 * the same secrets redacted) is logged at error level.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  /** Fastify's own 404 handler would add a line with the raw URL; the request's line already says 404. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = requestLine(request.method, loggedPath(request), reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ err: redactedError(error, request) }, line);
    else reply.log.info(line);
  }
}

/** `GET /path 200 3.1ms`: the method, the path without its query string, the status and the time taken. */
export function requestLine(method: string, url: string, status: number, elapsedMs: number): string {
  const path = url.split('?')[0] ?? url;
  return `${method} ${path} ${status} ${elapsedMs.toFixed(1)}ms`;
}
