#!/usr/bin/env node
// `npm run bench:first-paint`: server rendering against the client-only build (SERVER_RENDERING=false), side by
// side in one run. Two production servers, each on its own temporary DATA_DIR (embedded PGlite opens a data
// directory from one process only), and one headless Chromium. For home, category and product, interleaved
// run by run: the bytes downloaded before the first content paints (see lib/bytes-before-paint.mjs) and
// Lighthouse (mobile, simulated throttling). Then the server render time per page kind (Server-Timing) at the
// median and p99. Prints markdown tables; writes test-artifacts/bench/first-paint.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ensureBuilt, root } from '../lib/build.mjs';
import { BROWSER_ARGS, findOrInstallBrowser } from '../lib/browser.mjs';
import { freePort, startServer } from '../lib/server-process.mjs';
import { BYTES_DEFINITION, bytesBeforePaint } from './lib/bytes-before-paint.mjs';
import { lighthouseRun } from './lib/lighthouse-run.mjs';
import { parseOptions } from './lib/paint-options.mjs';
import {
  bytesTable,
  causeLines,
  erroredAuditLines,
  lighthouseTable,
  renderTable,
  seoFailureLines,
} from './lib/paint-tables.mjs';
import { cleanUp, onCleanup, stopChildOnPort, tempDir } from './lib/processes.mjs';
import { renderTimes } from './lib/render-time.mjs';

const PAGES = [
  ['home', '/en-int/'],
  ['category', '/en-int/watches'],
  ['product', '/en-int/heritage-chronograph-40.html'],
];
const RENDER_KINDS = [
  ...PAGES.map(([name, path]) => [name, path, 200]),
  ['search', '/en-int/catalogsearch/result/?q=chronograph', 200],
  ['story', '/en-int/stories/ninety-days-of-regulation', 200],
  ['store locator', '/en-int/storelocator', 200],
  ['404', '/en-int/no-such-page', 404],
];
const MODES = [
  // Every answer rendered (no page cache), so the render time table measures renders, and Lighthouse the
  // first visit of a page, not a page kept from the run before.
  ['ssr', 'server-rendered', { PAGE_CACHE: 'false' }],
  ['csr', 'client-only', { SERVER_RENDERING: 'false' }],
];

const options = parseOptions();
/** The servers started, whose last output a failed run prints (a server that died says why there). */
const started = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function startMode([key, label, env]) {
  const port = await freePort();
  onCleanup(() => stopChildOnPort(port));
  const url = `http://127.0.0.1:${port}`;
  // Canonical and hreflang URLs on the origin Lighthouse audits, as on a real deployment.
  const server = await startServer({
    dataDir: tempDir('caseback-paint-'),
    port,
    env: { ...env, PUBLIC_URL: url },
    timeoutMs: 600_000,
  });
  onCleanup(() => server.stop());
  started.push({ label, server });
  console.log(
    `   ${label} server on ${url} (answered /healthz after ${(server.bootMs / 1000).toFixed(1)} s)`,
  );
  return { key, label, url };
}

async function main() {
  await ensureBuilt();
  const startedAt = new Date();
  const loadBefore = load();
  console.log(
    `First-paint benchmark: ${options.runs} runs per page and mode, ${options.requests} requests (+${options.warmup} ` +
      `warm-up) per page kind; ${cpus().length} CPUs, load ${loadBefore}, Node ${process.version}`,
  );
  console.log('━━ starting the servers');
  const servers = [];
  for (const mode of MODES) servers.push(await startMode(mode));
  const browser = await puppeteer.launch({
    executablePath: findOrInstallBrowser(),
    headless: true,
    args: [...BROWSER_ARGS, '--headless=new'],
  });
  onCleanup(() => browser.connected && browser.close());
  const port = Number(new URL(browser.wsEndpoint()).port);
  const pages = PAGES.map(([name, path]) => ({
    name,
    path,
    ssr: { bytes: [], lighthouse: [] },
    csr: { bytes: [], lighthouse: [] },
  }));

  console.log('━━ bytes before first content and Lighthouse (interleaved: run, page, mode)');
  for (let run = 1; run <= options.runs; run += 1) {
    for (const page of pages) {
      for (const server of run % 2 ? servers : [...servers].reverse()) {
        const url = server.url + page.path;
        const bytes = await bytesBeforePaint(browser, url);
        const lh = await lighthouseRun(port, url);
        page[server.key].bytes.push(bytes);
        page[server.key].lighthouse.push(lh);
        console.log(
          `   run ${run} ${page.name.padEnd(8)} ${server.label.padEnd(15)} ${(bytes.lcp.total / 1024).toFixed(1)} KiB before LCP ` +
            `(${bytes.lcpElement}), Lighthouse perf ${lh.performance}, LCP ${Math.round(lh.lcp)} ms, SEO ${lh.seo}`,
        );
      }
    }
  }
  await browser.close();

  console.log('━━ server render time');
  const kinds = [];
  const [ssr, csr] = servers;
  for (const [name, path, expectedStatus] of RENDER_KINDS) {
    const result = await renderTimes({ ssrUrl: ssr.url, csrUrl: csr.url, path, expectedStatus, ...options });
    kinds.push({ name, ...result });
    console.log(
      `   ${name.padEnd(14)} render p50 ${result.renderP50.toFixed(1)} ms, p99 ${result.renderP99.toFixed(1)} ms`,
    );
    for (const problem of result.problems) console.log(`   ✘ ${name}: ${problem}`);
  }

  const loadAfter = load();
  const report = [
    `## Bytes before first content (median of ${options.runs} runs)`,
    '',
    `Definition: ${BYTES_DEFINITION}. "at": when that paint happened under this throttling.`,
    '',
    bytesTable(pages),
    '',
    `## Lighthouse 12, mobile, simulated throttling (median of ${options.runs} runs; SSR / client-only)`,
    '',
    lighthouseTable(pages),
    '',
    'Failed SEO audits:',
    '',
    seoFailureLines(pages),
    '',
    'Lighthouse audits that could not run (not scored):',
    '',
    erroredAuditLines(pages),
    '',
    'What the browser runs saw (Lighthouse names no element when the audits above failed):',
    '',
    causeLines(pages),
    '',
    `## Server render time (Server-Timing render;dur, ${options.requests} sequential requests after ${options.warmup} warm-up, interleaved with the client-only server)`,
    '',
    renderTable(kinds),
    '',
    `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}; ${cpus().length} CPUs. Compare within one run.`,
  ].join('\n');
  console.log(`\n${report}`);
  const dir = join(root, 'test-artifacts/bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'first-paint.json');
  writeFileSync(
    file,
    JSON.stringify(
      {
        started: startedAt,
        finished: new Date(),
        options,
        load: { before: loadBefore, after: loadAfter },
        cpus: cpus().length,
        bytesDefinition: BYTES_DEFINITION,
        pages,
        renderTimes: kinds,
      },
      null,
      2,
    ),
  );
  console.log(`\nJSON: ${file}`);
  if (kinds.some((k) => k.problems.length)) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(`\n✘ ${err.stack ?? err.message}`);
    for (const { label, server } of started)
      console.error(`\n── last output of the ${label} server:\n${server.output().slice(-4000) || '(none)'}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
