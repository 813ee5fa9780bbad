// Server render time per page kind: sequential GETs of the same page from both servers, interleaved request by
// request (so the machine's drifting load weighs on both alike). From the rendering server, its own account
// (`Server-Timing: render;dur=…`, set by src/server/plugins/spa.ts around the render, the hreflang alternates
// and the splice); from both, the time to the whole HTML answer as the client sees it.
import { median, quantile } from './stats.mjs';

const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

async function timedGet(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(60_000) });
  const body = await res.text();
  const ms = performance.now() - started;
  const timing = /^render;(desc="failed";)?dur=([\d.]+)$/.exec(res.headers.get('server-timing') ?? '');
  return {
    status: res.status,
    ms,
    bytes: Buffer.byteLength(body),
    encoding: res.headers.get('content-encoding') ?? 'identity',
    renderMs: timing ? Number(timing[2]) : null,
    failed: Boolean(timing?.[1]),
  };
}

/** `path` on both servers: `warmup` requests each, then `requests` pairs; medians and p99s in ms. */
export async function renderTimes({ ssrUrl, csrUrl, path, expectedStatus, requests, warmup }) {
  for (let i = 0; i < warmup; i += 1) {
    await timedGet(ssrUrl + path);
    await timedGet(csrUrl + path);
  }
  const ssr = [];
  const csr = [];
  for (let i = 0; i < requests; i += 1) {
    ssr.push(await timedGet(ssrUrl + path));
    csr.push(await timedGet(csrUrl + path));
  }
  const problems = [];
  for (const [mode, samples] of [
    ['server-rendered', ssr],
    ['client-only', csr],
  ]) {
    const wrong = samples.filter((s) => s.status !== expectedStatus);
    if (wrong.length)
      problems.push(`${mode}: ${wrong.length} answers not ${expectedStatus} (${wrong[0].status})`);
  }
  const failed = ssr.filter((s) => s.failed).length;
  if (failed) problems.push(`${failed} of ${ssr.length} renders failed (the shell answered)`);
  if (ssr.some((s) => s.renderMs === null))
    problems.push('an answer of the rendering server had no Server-Timing');
  if (csr.some((s) => s.renderMs !== null)) problems.push('the client-only server rendered');
  const renders = ssr.map((s) => s.renderMs ?? NaN);
  return {
    path,
    renderP50: median(renders),
    renderP99: quantile(renders, 0.99),
    ssrAnswerP50: median(ssr.map((s) => s.ms)),
    ssrAnswerP99: quantile(
      ssr.map((s) => s.ms),
      0.99,
    ),
    csrAnswerP50: median(csr.map((s) => s.ms)),
    csrAnswerP99: quantile(
      csr.map((s) => s.ms),
      0.99,
    ),
    ssrBytes: median(ssr.map((s) => s.bytes)),
    csrBytes: median(csr.map((s) => s.bytes)),
    // What the server sent for an Accept-Encoding of gzip and br (fetch decompresses; the header stays).
    ssrEncoding: ssr[0]?.encoding,
    csrEncoding: csr[0]?.encoding,
    problems,
  };
}
