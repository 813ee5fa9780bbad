import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../plugins/errors';
import { loggedPath } from './log-redaction';
import { RequestLogController, requestLine } from './request-log';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string; stack: string };
}

/** A server whose log lines are collected, with the controller the app uses. */
function loggedServer(): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    },
    logController: new RequestLogController(),
    genReqId: () => 'req-1',
  });
  app.get('/page', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('database went away');
  });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request: method, path without query, status, time, request id', async () => {
    const { app, lines } = loggedServer();
    await app.inject({ method: 'GET', url: '/page?email=anna%40example.com' });
    await app.inject({ method: 'GET', url: '/missing?email=anna%40example.com' });
    await app.close();

    const requestLines = lines.filter((line) => line.reqId === 'req-1');
    expect(requestLines.map((line) => line.level)).toEqual([30, 30]);
    expect(requestLines[0]?.msg).toMatch(/^GET \/page 200 \d+\.\dms$/);
    expect(requestLines[1]?.msg).toMatch(/^GET \/missing 404 \d+\.\dms$/);
    expect(JSON.stringify(lines)).not.toContain('anna');
  });

  it('keeps the detail of a failed request: the error and its stack, at error level', async () => {
    const { app, lines } = loggedServer();
    const response = await app.inject({ method: 'GET', url: '/broken' });
    await app.close();

    expect(response.statusCode).toBe(500);
    const failed = lines.filter((line) => line.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((line) => line.err?.message === 'database went away')).toBe(true);
    expect(failed.some((line) => line.err?.stack.includes('request-log.test') ?? false)).toBe(true);
  });

  it('formats the line with the time to a tenth of a millisecond', () => {
    expect(requestLine('POST', '/en-int/rest/V1/carts?x=1', 201, 12.345)).toBe(
      'POST /en-int/rest/V1/carts 201 12.3ms',
    );
  });
});

describe('request log: bearer secrets', () => {
  const CART = 'Gk3PqR8sT2vW5xY7zA9bC1dE4fH6jK0m';

  /** A server with a route whose `cartId` is secret, as the contract router marks `x-secret` parameters. */
  function secretServer() {
    const lines: LogLine[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      },
      logController: new RequestLogController(),
    });
    // As the app: unexpected errors are logged by its error handler, then by the request's line.
    registerErrorHandling(app);
    app.get(
      '/rest/:store/V1/guest-carts/:cartId/items',
      { config: { secretParams: ['cartId'] } },
      async () => [],
    );
    app.get(
      '/rest/:store/V1/guest-carts/:cartId/totals',
      { config: { secretParams: ['cartId'] } },
      async (req) => {
        throw new Error(`no cart ${(req.params as { cartId: string }).cartId} in this store`);
      },
    );
    return { app, lines };
  }

  it('writes a secret path parameter as its name, also on a failed request and its error', async () => {
    const { app, lines } = secretServer();
    await app.inject({ url: `/rest/en-int/V1/guest-carts/${CART}/items` });
    await app.inject({ url: `/rest/en-int/V1/guest-carts/${CART}/totals` });
    await app.close();

    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/rest\/en-int\/V1\/guest-carts\/:cartId\/items 200 /),
        expect.stringMatching(/^GET \/rest\/en-int\/V1\/guest-carts\/:cartId\/totals 500 /),
      ]),
    );
    const failed = lines.filter((l) => l.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) expect(line.err?.message).toBe('no cart [redacted] in this store');
    expect(JSON.stringify(lines)).not.toContain(CART);
  });

  it('redacts token-like segments of a path that matched no route', () => {
    expect(loggedPath({ url: `/rest/en-int/V1/guest-carts/${CART}/nothing?x=1` })).toBe(
      '/rest/en-int/V1/guest-carts/[redacted]/nothing',
    );
    // URL keys, SKUs and numbers are not tokens.
    const plain =
      '/rest/en-int/V1/products/url-key/navigator-chronograph-automatic-blue/MA-HER-CHR-01-BLU-40/123';
    expect(loggedPath({ url: plain })).toBe(plain);
  });
});
