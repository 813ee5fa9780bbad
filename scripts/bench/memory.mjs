#!/usr/bin/env node
// `npm run bench:memory`: the memory of the production server on the embedded database (PGlite), on a new
// DATA_DIR (cluster unpacked, migrations, seed) and again on the same DATA_DIR once it exists (a restart): the
// peak resident size over the boot, then the resident size after catalogue traffic in every store view (every
// category's listing, its filters, searches, product pages) and the peak by then. Linux only (/proc).
import { loadavg } from 'node:os';
import { ensureBuilt } from '../lib/build.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';
import { readOptions } from './lib/options.mjs';
import { getJson } from './lib/measure.mjs';
import { childPidOnPort, cleanUp, memoryOf, onCleanup, stopChildOnPort, tempDir } from './lib/processes.mjs';

const options = readOptions(
  {
    defaults: { extra: 0, rounds: 3 },
    env: { extra: 'BENCH_EXTRA_PRODUCTS', rounds: 'BENCH_ROUNDS' },
    usage: `npm run bench:memory [-- --extra=0 --rounds=3]
  --extra   generated watches seeded besides the demo catalogue (BENCH_EXTRA_PRODUCTS)
  --rounds  passes of catalogue traffic over every store view before the steady figure (BENCH_ROUNDS)`,
  },
  process.argv.slice(2),
  process.env,
);
const STORES = ['en-int', 'fr-ch', 'de-ch', 'ja-jp', 'en-gb', 'en-us'];
const TERMS = ['chronograph', 'steel', 'blue', 'moonphase', 'strap', 'MA-HER'];

/** Every category listing of every store view, with its first filter options and a price range; searches. */
async function traffic(url) {
  let requests = 0;
  const get = async (u) => {
    requests += 1;
    return getJson(u);
  };
  for (const store of STORES) {
    const rest = `${url}/rest/${store}/V1`;
    let tree;
    try {
      tree = await get(`${rest}/categories`);
    } catch {
      continue; // a store code this shop does not have
    }
    for (const node of tree.items) {
      const listing = `${rest}/categories/${node.entity_id}/products`;
      const page = await get(listing);
      for (const sort of ['price', 'name']) await get(`${listing}?sort=${sort}&p=2`);
      const slider = page.filters.find((f) => f.type === 'slider')?.slider;
      if (slider) await get(`${listing}?price=${slider.min}-${Math.round((slider.min + slider.max) / 2)}`);
      for (const filter of page.filters.filter((f) => f.type === 'checkbox')) {
        const option = filter.options[0];
        if (option) await get(`${listing}?${filter.code}=${option.value}`);
      }
      for (const item of page.items.slice(0, 3)) await get(`${rest}/products/url-key/${item.url_key}`);
    }
    for (const term of TERMS) await get(`${rest}/search?q=${encodeURIComponent(term)}`);
  }
  return requests;
}

async function boot(label, dataDir) {
  const port = await freePort();
  onCleanup(() => stopChildOnPort(port));
  const server = await startServer({
    dataDir,
    port,
    env: { SEED_EXTRA_PRODUCTS: String(options.extra) },
    timeoutMs: 1_800_000,
  });
  const pid = childPidOnPort(port);
  const booted = memoryOf(pid);
  let requests = 0;
  for (let round = 0; round < Number(options.rounds); round += 1) requests += await traffic(server.url);
  const after = memoryOf(pid);
  await server.stop();
  return { label, bootMs: server.bootMs, booted, after, requests };
}

const mib = (n) => `${Math.round(n)} MiB`;

async function main() {
  await ensureBuilt();
  console.log(
    `Memory benchmark: ${options.extra} extra watches, load ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
  );
  const dataDir = tempDir('caseback-memory-');
  const rows = [];
  for (const label of ['new DATA_DIR', 'existing DATA_DIR']) {
    process.stdout.write(`━━ ${label}: boot and traffic… `);
    const row = await boot(label, dataDir);
    console.log(`${(row.bootMs / 1000).toFixed(1)} s to /healthz, ${row.requests} requests`);
    rows.push(row);
  }
  console.log(
    '\n| boot | to /healthz | peak RSS over the boot | RSS after the traffic | peak RSS by then | requests |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    if (!r.booted || !r.after) throw new Error('No /proc figures for the server (Linux only).');
    console.log(
      `| ${r.label} | ${(r.bootMs / 1000).toFixed(1)} s | ${mib(r.booted.peak)} | ${mib(r.after.rss)} | ` +
        `${mib(r.after.peak)} | ${r.requests} |`,
    );
  }
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

main()
  .catch((err) => {
    console.error(`\n✘ ${err.stack ?? err.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
