#!/usr/bin/env node
// `npm run bench:catalogue`: throughput and latency of the category listing, a filtered listing, search and a
// product page's document on the production build, each next to a bare Fastify route answering the same bytes,
// measured in the same run (the machine's ceiling right now), on the base catalogue and on catalogues grown by
// `--extra` generated watches (20,000 and 200,000 by default), each scenario on every catalogue back to back;
// then, one request at a time, what the cache cannot answer: a search term and a price range never asked
// before, beside the same request repeated. Each catalogue has its own server on its own temporary DATA_DIR (embedded PGlite, seeded at
// start), removed at the end, even on Ctrl-C.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../lib/build.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';
import { parseOptions } from './lib/options.mjs';
import { freshPriceRange, freshTable, freshTerm, measureFresh } from './lib/fresh.mjs';
import { getJson, measure } from './lib/measure.mjs';
import {
  childPidOnPort,
  cleanUp,
  isPortFree,
  memoryOf,
  onCleanup,
  startBareServer,
  stopChildOnPort,
  tempDir,
} from './lib/processes.mjs';
import { memoryLine, resultTable } from './lib/table.mjs';

const options = parseOptions();
let portsTaken = 0;
async function nextPort() {
  if (!options.basePort) return freePort();
  while (!(await isPortFree(options.basePort + portsTaken))) portsTaken += 1;
  return options.basePort + portsTaken++;
}

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
  const searchOf = (term) => `${rest}/search?q=${encodeURIComponent(term)}`;
  const search = searchOf(options.term);
  for (const [name, target] of [
    ['filtered listing', filtered],
    ['search', search],
  ]) {
    if (!(await getJson(target)).total_count) throw new Error(`The ${name} (${target}) finds nothing.`);
  }
  // A new spelling of the term must find what the term finds (the same ranking work), or the figure lies.
  const found = (await getJson(search)).total_count;
  const spelled = (await getJson(searchOf(freshTerm(options.term, 12345)))).total_count;
  if (found !== spelled) throw new Error(`"${options.term}" finds ${found}, a new spelling ${spelled}.`);
  // The first watch of the listing: a product document with its variations, media and features.
  const urlKey = page.items.find((i) => i.variations.length > 1)?.url_key ?? page.items[0]?.url_key;
  if (!urlKey) throw new Error('The listing has no product to read.');
  const product = `${rest}/products/url-key/${urlKey}`;
  const productPage = await getJson(product);
  return {
    listing,
    filtered,
    search,
    searchOf,
    slider,
    product,
    page,
    productPage,
    products: page.total_count,
  };
}

// One request at a time, each URL new (the cache cannot answer) or the same every time (answered from memory).
const FRESH_SCENARIOS = [
  { name: 'new search term', urlOf: (c, i) => c.targets.searchOf(freshTerm(options.term, i)) },
  { name: 'repeated search term', urlOf: (c) => c.targets.search },
  {
    name: 'new price range',
    urlOf: (c, i) => `${c.targets.listing}?price=${freshPriceRange(c.targets.slider, i)}`,
  },
  {
    name: 'repeated price range',
    urlOf: (c) => `${c.targets.listing}?price=${freshPriceRange(c.targets.slider, 0)}`,
  },
];

// Each scenario with the bare route it is compared with (the same bytes, no database, no contract).
const SCENARIOS = [
  ['bare route', (c) => `${c.bare.url}/bare`, 'bare route'],
  ['category listing', (c) => c.targets.listing, 'bare route'],
  ['filtered listing', (c) => c.targets.filtered, 'bare route'],
  ['search', (c) => c.targets.search, 'bare route'],
  ['bare product', (c) => `${c.bare.url}/bare-product`, 'bare product'],
  ['product', (c) => c.targets.product, 'bare product'],
];

/** A server on its own temporary DATA_DIR, its URLs, and a bare route serving its listing's JSON. */
async function startCatalogue(label, extra) {
  const dataDir = tempDir('caseback-bench-');
  const port = await nextPort();
  onCleanup(() => stopChildOnPort(port));
  console.log(
    `━━ ${label}: starting a server on ${port}${extra ? ` (seeding ${extra} extra watches)` : ''}…`,
  );
  const server = await startServer({
    dataDir,
    port,
    env: { SEED_EXTRA_PRODUCTS: String(extra) },
    // Seeding grows with the catalogue (a few minutes per 100,000 watches on a loaded machine).
    timeoutMs: 600_000 + extra * 10,
  });
  onCleanup(() => server.stop());
  console.log(`   answered /healthz after ${(server.bootMs / 1000).toFixed(1)} s (migrate + seed)`);
  const targets = await discover(server.url);
  const payloadFile = join(dataDir, 'bare-payload.json');
  writeFileSync(payloadFile, JSON.stringify(targets.page));
  const productPayloadFile = join(dataDir, 'bare-product-payload.json');
  writeFileSync(productPayloadFile, JSON.stringify(targets.productPage));
  const bare = await startBareServer({ port: await nextPort(), payloadFile, productPayloadFile });
  return { label, server, pid: childPidOnPort(port), targets, bare };
}

async function main() {
  await ensureBuilt();
  console.log(
    `Catalogue benchmark: ${options.connections} connections, ${options.warmup} s warm-up + ` +
      `${options.duration} s per scenario; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}, Node ${process.version}`,
  );
  const catalogues = [await startCatalogue('base', 0)];
  for (const extra of options.extra) catalogues.push(await startCatalogue(`+${extra}`, extra));
  // Each scenario on every catalogue back to back, so that the load of the machine, which drifts over
  // minutes, weighs on both sides of a ratio alike.
  console.log('━━ measuring');
  const rows = [];
  for (const [scenario, urlOf, reference] of SCENARIOS) {
    for (const c of catalogues) {
      const url = urlOf(c);
      process.stdout.write(
        `   ${scenario.padEnd(17)} ${c.label.padEnd(7)} ${url.replace(/^http:\/\/[^/]+/, '')} … `,
      );
      const result = await measure(url, options);
      console.log(
        result.tooSlow
          ? `one request took ${result.gaveUp ? 'over ' : ''}${(result.p99 / 1000).toFixed(1)} s: not loaded`
          : `${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
      );
      rows.push({ scenario, reference, catalogue: c.label, products: c.targets.products, ...result });
    }
  }
  console.log(`━━ ${options.fresh} requests of each, one at a time, never asked before or repeated`);
  const fresh = await measureFresh(catalogues, FRESH_SCENARIOS, { count: options.fresh });
  const byCatalogue = catalogues.flatMap((c) => rows.filter((r) => r.catalogue === c.label));
  const memory = catalogues.map((c) =>
    memoryLine(`   server, ${c.label} catalogue, after the runs`, memoryOf(c.pid)),
  );
  console.log(`\n${resultTable(byCatalogue)}\n\n${freshTable(fresh)}\n\n${memory.join('\n')}`);
  console.log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  console.log('\nCompare ratios within one run: absolute figures move with the load of this shared machine.');
}

main()
  .catch((err) => {
    console.error(`\n✘ ${err.stack ?? err.message}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
