// One scenario under load: autocannon warms it up, then measures it. A run with errors, timeouts or non-2xx
// answers fails the benchmark rather than printing a flattering number.
import autocannon from 'autocannon';

const HEADERS = { accept: 'application/json' };
/** A single request slower than this is given up (the figure then reads "> 120 s"). */
const PROBE_LIMIT_MS = 120_000;

function load(url, connections, seconds) {
  return autocannon({ url, connections, duration: seconds, headers: HEADERS });
}

/**
 * Measures `url`, unless one request alone takes longer than `maxLatency` seconds: then loading it with
 * `connections` requests at a time would only queue work for minutes, so the single request is the figure.
 */
export async function measure(url, { connections, duration, warmup, maxLatency }) {
  const started = performance.now();
  let gaveUp = false;
  try {
    await getJson(url, PROBE_LIMIT_MS);
  } catch (err) {
    if (err.name !== 'TimeoutError') throw err;
    gaveUp = true;
  }
  const single = performance.now() - started;
  if (single > maxLatency * 1000) {
    return { rps: 1000 / single, p50: single, p99: single, bytes: NaN, tooSlow: true, gaveUp };
  }
  if (warmup > 0) await load(url, connections, warmup);
  const result = await load(url, connections, duration);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0 || result.requests.total === 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `out of ${result.requests.total} requests`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / result.requests.total,
    tooSlow: false,
    gaveUp: false,
  };
}

/** GET a JSON document (used to discover ids and filters before measuring). */
export async function getJson(url, timeoutMs = 300_000) {
  const res = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
