#!/usr/bin/env node
// `npm run bench:cart -- --database-url=postgres://…`: the cart and checkout writes under load, on the
// production build over PostgreSQL (its own database, migrated and seeded by the server at start). Closed loop:
// `--shoppers` shoppers at once, each doing its journey again as soon as it ends, for `--duration` seconds after
// `--warmup`:
//   cart round trip  create a guest cart, add a watch, read the totals (3 requests);
//   place order      on a cart made and filled in the same loop (not timed), save the shipping information and
//                    place the order with the pay-later method (2 requests, timed).
// Each shopper comes from its own documentation address (2001:db8::/32, by X-Forwarded-For with TRUST_PROXY=1),
// as real shoppers do, so the per-address limits on new carts and unpaid orders do not refuse them. The watch's
// stock is set far above what a run sells through the ERP stock operation. Any answer other than the
// documented success fails the run. `--workers=2` runs the server as two processes (node:cluster).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ensureBuilt } from '../lib/build.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';
import { readOptions } from './lib/options.mjs';
import { cleanUp, onCleanup, stopChildOnPort, tempDir } from './lib/processes.mjs';
import { quantile } from './lib/stats.mjs';
import { cpuMeter } from './lib/cpu-time.mjs';

const options = readOptions(
  {
    defaults: {
      duration: 8,
      warmup: 2,
      shoppers: 10,
      workers: 1,
      databaseUrl: '',
      sku: 'MA-HER-CHR-01-BLU-40',
      cpuProf: '',
    },
    env: {
      duration: 'BENCH_DURATION',
      warmup: 'BENCH_WARMUP',
      shoppers: 'BENCH_SHOPPERS',
      workers: 'BENCH_WORKERS',
      databaseUrl: 'BENCH_DATABASE_URL',
      sku: 'BENCH_SKU',
      cpuProf: 'BENCH_CPU_PROF',
    },
    usage: `npm run bench:cart -- --database-url=postgres://postgres@127.0.0.1:5432/caseback_bench
                     [--duration=8 --warmup=2 --shoppers=10 --workers=1 --sku=MA-HER-CHR-01-BLU-40
                      --cpu-prof=DIR]
Environment variables BENCH_DATABASE_URL, BENCH_DURATION, BENCH_WARMUP, BENCH_SHOPPERS, BENCH_WORKERS,
BENCH_SKU and BENCH_CPU_PROF set the same options. --cpu-prof writes a CPU profile of each server process into
DIR when it stops (node --cpu-prof; open it in Chrome's DevTools). The database is the bench's own: the server migrates and seeds it, and orders
are written to it.`,
  },
  process.argv.slice(2),
  process.env,
);
for (const key of ['duration', 'warmup', 'shoppers', 'workers']) options[key] = Number(options[key]);
if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
  throw new Error('--database-url (or BENCH_DATABASE_URL) must name a PostgreSQL database of its own.');
}

const STORE = 'en-int';
const ERP_TOKEN = randomBytes(24).toString('base64url');
const ADDRESS = {
  firstname: 'Louise',
  lastname: 'Martin',
  street: ['Rue du Rhône 48'],
  city: 'Genève',
  region: null,
  region_id: null,
  postcode: '1204',
  country_id: 'CH',
  telephone: '+41 22 310 00 00',
};

// One kept-alive connection per shopper, through node:http: fetch (undici's web streams, abort signals and
// header lists) cost the load generator about three times the CPU per request, on the same two cores as the
// server it measures.
const agent = new Agent({ keepAlive: true, maxSockets: options.shoppers * 2 });
const DECODE = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** One HTTP request: its status, the `Set-Cookie` headers and the body as text (decompressed as a browser does). */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
      agent,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = DECODE[res.headers['content-encoding']];
        const text = (decode ? decode(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode, setCookie: res.headers['set-cookie'] ?? [], text });
      });
    });
    req.end(body);
  });
}

let clients = 0;
// Each run its own /64 of the documentation range: the unpaid orders of an earlier run on the same database
// still count against their addresses for the payment window.
const RUN_PREFIX = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
/** A shopper: its own address and cookies, requests to the REST API that fail loudly. */
function shopper(base) {
  const n = ++clients;
  const address = `${RUN_PREFIX}::${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  let cookie = '';
  return async function call(method, path, body, headers = {}) {
    const res = await send(`${base}/rest/${STORE}/V1${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-forwarded-for': address,
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.setCookie.map((c) => c.split(';')[0]);
    if (set.length) cookie = [...new Set([...cookie.split('; ').filter(Boolean), ...set])].join('; ');
    if (res.status !== 200)
      throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return JSON.parse(res.text);
  };
}

async function filledCart(call) {
  const cartId = await call('POST', '/guest-carts');
  await call('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: options.sku, qty: 1 } });
  return cartId;
}

const JOURNEYS = {
  'cart round trip': async (call) => {
    const started = performance.now();
    const cartId = await filledCart(call);
    const totals = await call('GET', `/guest-carts/${cartId}/totals`);
    if (!(totals.grand_total > 0)) throw new Error(`totals without a grand total: ${JSON.stringify(totals)}`);
    return performance.now() - started;
  },
  'place order': async (call) => {
    const cartId = await filledCart(call);
    const started = performance.now();
    await call('POST', `/guest-carts/${cartId}/shipping-information`, {
      addressInformation: {
        shipping_address: ADDRESS,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    const order = await call(
      'POST',
      `/guest-carts/${cartId}/payment-information`,
      { email: 'louise.martin@example.com', paymentMethod: { method: 'caseback_paylater' } },
      { 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
    );
    if (!order.order_id) throw new Error(`no order id: ${JSON.stringify(order)}`);
    return performance.now() - started;
  },
};

/** `shoppers` loops of `journey` for `seconds`: journeys per second and their latencies (ms). */
async function load(base, journey, seconds) {
  const until = performance.now() + seconds * 1000;
  const times = [];
  await Promise.all(
    Array.from({ length: options.shoppers }, async () => {
      while (performance.now() < until) times.push(await journey(shopper(base)));
    }),
  );
  return { perS: times.length / seconds, times };
}

async function restock(base, qty) {
  const res = await send(`${base}/rest/V1/caseback-erp/stock-items/${encodeURIComponent(options.sku)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ERP_TOKEN}` },
    body: JSON.stringify({ qty }),
  });
  if (res.status !== 200) throw new Error(`The ERP restock answered ${res.status}: ${res.text}`);
}

async function main() {
  await ensureBuilt();
  console.log(
    `Cart benchmark: ${options.shoppers} shoppers, ${options.workers} server process(es), ${options.warmup} s ` +
      `warm-up + ${options.duration} s per journey; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}, ` +
      `Node ${process.version}`,
  );
  const port = await freePort();
  onCleanup(() => stopChildOnPort(port));
  const server = await startServer({
    dataDir: tempDir('caseback-bench-cart-'),
    port,
    env: {
      DATABASE_URL: options.databaseUrl,
      WORKERS: String(options.workers),
      TRUST_PROXY: '1',
      ERP_TOKEN,
      LOG_LEVEL: 'warn',
    },
    timeoutMs: 600_000,
    nodeArgs: options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : [],
  });
  onCleanup(() => server.stop());
  const meter = await cpuMeter(server.pid, options.databaseUrl);
  onCleanup(() => meter.close());
  const rows = [];
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    await restock(server.url, 1_000_000);
    if (options.warmup > 0) await load(server.url, journey, options.warmup);
    const cpuBefore = process.cpuUsage();
    const stopMeter = await meter.start();
    const { perS, times } = await load(server.url, journey, options.duration);
    const { serverMs, databaseMs } = await stopMeter();
    const cpu = process.cpuUsage(cpuBefore);
    // What the load generator itself took of the machine it shares with the server and the database.
    const clientCpu = (cpu.user + cpu.system) / 1e4 / options.duration;
    rows.push({ name, perS, p50: quantile(times, 0.5), p99: quantile(times, 0.99), clientCpu });
    console.log(
      `   ${name.padEnd(16)} ${perS.toFixed(0)}/s, p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms` +
        ` (load generator ${clientCpu.toFixed(0)}% of a core)` +
        `\n   ${''.padEnd(16)} CPU per journey: server ${(serverMs / times.length).toFixed(2)} ms, ` +
        `PostgreSQL ${(databaseMs / times.length).toFixed(2)} ms`,
    );
  }
  console.log(
    `\nload average after the runs: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main()
  .catch((err) => {
    console.error(`\n✘ ${err.stack ?? err.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
