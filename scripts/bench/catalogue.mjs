#!/usr/bin/env node
// `npm run bench:catalogue`: throughput and latency of the category listing, a filtered listing and search on
// the production build, next to a bare Fastify route measured in the same run (the machine's ceiling right
// now), first on the base catalogue, then on a catalogue grown by `--extra` generated watches. Each catalogue
// gets its own server on its own temporary DATA_DIR (embedded PGlite), removed at the end, even on Ctrl-C.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../lib/build.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';
import { parseOptions } from './lib/options.mjs';
import { getJson, measure } from './lib/measure.mjs';
import {
  childPidOnPort,
  cleanUp,
  memoryOf,
  onCleanup,
  startBareServer,
  stopChildOnPort,
  tempDir,
} from './lib/processes.mjs';
import { memoryLine, resultTable } from './lib/table.mjs';

const options = parseOptions();
let portsTaken = 0;
const nextPort = () => (options.basePort ? Promise.resolve(options.basePort + portsTaken++) : freePort());

/** The URLs to measure, found on the running server: the watches root, its busiest filters, a search. */
async function discover(url) {
  const rest = `${url}/rest/${options.store}/V1`;
  const tree = await getJson(`${rest}/categories`);
  const root = tree.items.find((n) => n.url_path === 'watches') ?? tree.items[0];
  if (!root) throw new Error('The category tree is empty.');
  const listing = `${rest}/categories/${root.entity_id}/products`;
  const page = await getJson(listing);
  const params = new URLSearchParams();
  for (const filter of page.filters.filter((f) => f.type === 'checkbox').slice(0, 2)) {
    const busiest = [...filter.options].sort((a, b) => b.count - a.count)[0];
    if (busiest) params.set(filter.code, busiest.value);
  }
  const slider = page.filters.find((f) => f.type === 'slider')?.slider;
  if (slider)
    params.set('price', `${slider.min}-${Math.round(slider.min + (slider.max - slider.min) * 0.6)}`);
  const filtered = `${listing}?${params.toString().replace(/%2C/g, ',')}`;
  const search = `${rest}/search?q=${encodeURIComponent(options.term)}`;
  for (const [name, target] of [
    ['filtered listing', filtered],
    ['search', search],
  ]) {
    if (!(await getJson(target)).total_count) throw new Error(`The ${name} (${target}) finds nothing.`);
  }
  return { listing, filtered, search, page, products: page.total_count };
}

async function benchCatalogue(label, extra, rows, memory) {
  const dataDir = tempDir('caseback-bench-');
  const port = await nextPort();
  onCleanup(() => stopChildOnPort(port));
  console.log(
    `\n━━ ${label}: starting a server on ${port}${extra ? ` (seeding ${extra} extra watches)` : ''}…`,
  );
  const server = await startServer({
    dataDir,
    port,
    env: { SEED_EXTRA_PRODUCTS: String(extra) },
    timeoutMs: 600_000,
  });
  onCleanup(() => server.stop());
  const pid = childPidOnPort(port);
  console.log(`   answered /healthz after ${(server.bootMs / 1000).toFixed(1)} s (migrate + seed)`);
  const targets = await discover(server.url);
  const payloadFile = join(dataDir, 'bare-payload.json');
  writeFileSync(payloadFile, JSON.stringify(targets.page));
  const bare = await startBareServer({ port: await nextPort(), payloadFile });
  const scenarios = [
    ['bare route', `${bare.url}/bare`],
    ['category listing', targets.listing],
    ['filtered listing', targets.filtered],
    ['search', targets.search],
  ];
  for (const [scenario, url] of scenarios) {
    process.stdout.write(`   ${scenario.padEnd(17)} ${url.replace(/^http:\/\/[^/]+/, '')} … `);
    const result = await measure(url, options);
    console.log(
      result.tooSlow
        ? `one request took ${result.gaveUp ? 'over ' : ''}${(result.p99 / 1000).toFixed(1)} s: not loaded`
        : `${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
    );
    rows.push({ scenario, catalogue: label, products: targets.products, ...result });
  }
  memory.push(memoryLine(`   server, ${label} catalogue, after the runs`, memoryOf(pid)));
  await bare.stop();
  await server.stop();
}

async function main() {
  ensureBuilt();
  console.log(
    `Catalogue benchmark: ${options.connections} connections, ${options.warmup} s warm-up + ` +
      `${options.duration} s per scenario; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
  );
  const rows = [];
  const memory = [];
  await benchCatalogue('base', 0, rows, memory);
  if (options.extra > 0) await benchCatalogue(`+${options.extra}`, options.extra, rows, memory);
  console.log(`\n${resultTable(rows)}\n\n${memory.join('\n')}`);
  console.log('\nCompare ratios within one run: absolute figures move with the load of this shared machine.');
}

main()
  .catch((err) => {
    console.error(`\n✘ ${err.stack ?? err.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
