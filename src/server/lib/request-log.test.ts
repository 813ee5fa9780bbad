import Fastify, { type FastifyInstance } from 'fastify';
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
