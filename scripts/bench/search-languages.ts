/**
 * What search in the store's language costs (migration 030), in one run on one seeded in-memory PGlite:
 *   TS_NODE_PROJECT=tsconfig.jest.json node -r ts-node/register scripts/bench/search-languages.ts [requests] [extra]
 * - the ranking query alone, uncached (what a search costs the first time, or after a catalogue change): the
 *   English query, unchanged and the one every store view ran before, against each language's, interleaved
 *   request by request so that the machine's noise falls on all alike;
 * - a whole search request (inject, warm catalogue cache: what a repeated search costs);
 * - building the four store views' documents (seed step 030_store_view_search).
 * Prints the median (p50) and p90 of each in milliseconds.
 */
import { buildApp } from '../../src/server/app';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { seed } from '../../src/server/db/seed';
import { rankingQuery } from '../../src/server/domain/catalog/search.sql';
import { refreshStoreViewSearch } from '../../src/server/domain/catalog/store-view-search.sql';

const SCENARIOS: [label: string, languageCode: string, store: string, term: string][] = [
  ['English query (before; en-* now)', 'en', 'en-gb', 'chronograph'],
  ['fr-ch, French document', 'fr', 'fr-ch', 'cinquième'],
  ['fr-ch, English name (fallback)', 'fr', 'fr-ch', 'chronograph'],
  ['de-ch, German document', 'de', 'de-ch', 'Drücker'],
  ['ja-jp, bigram phrase', 'ja', 'ja-jp', 'プッシャー'],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
const line = (label: string, ms: number[]) =>
  `  ${label.padEnd(36)} p50 ${percentile(ms, 50).toFixed(2).padStart(7)} ms   p90 ${percentile(ms, 90)
    .toFixed(2)
    .padStart(7)} ms`;

async function main(): Promise<void> {
  const requests = Number(process.argv[2] ?? 300);
  const extraProducts = Number(process.argv[3] ?? 0);
  const db = await openPglite();
  await migrate(db);
  await seed(db, { extraProducts });
  const stores = new Map(
    (await db.query<{ code: string; id: number }>('select code, id from store')).rows.map((r) => [
      r.code,
      r.id,
    ]),
  );
  const out = [
    `${requests} requests per scenario, ${extraProducts} extra products`,
    'ranking query, uncached:',
  ];

  const sql = SCENARIOS.map(([, languageCode, store, term]) =>
    rankingQuery({ id: stores.get(store)!, languageCode }, term),
  );
  const sqlTimes = SCENARIOS.map(() => [] as number[]);
  for (let i = 0; i < requests; i += 1) {
    for (const [s, query] of sql.entries()) {
      const started = performance.now();
      await db.query(query.sql, query.params);
      sqlTimes[s]!.push(performance.now() - started);
    }
  }
  SCENARIOS.forEach(([label], s) => out.push(line(label, sqlTimes[s]!)));

  const app = await buildApp({
    db,
    env: {
      validateResponses: false,
      secureCookies: false,
      gtmContainerId: null,
      logLevel: 'silent',
      nodeEnv: 'production',
    },
    logger: false,
    clientDir: '/nonexistent-client-build',
  });
  out.push('search request (inject), warm cache:');
  const urls = SCENARIOS.map(([, , store, term]) => `/rest/${store}/V1/search?q=${encodeURIComponent(term)}`);
  const routeTimes = SCENARIOS.map(() => [] as number[]);
  for (const url of urls) await app.inject({ url });
  for (let i = 0; i < requests; i += 1) {
    for (const [s, url] of urls.entries()) {
      const started = performance.now();
      const res = await app.inject({ url });
      routeTimes[s]!.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
  }
  SCENARIOS.forEach(([label], s) => out.push(line(label, routeTimes[s]!)));
  await app.close();

  const builds: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await db.transaction((tx) => refreshStoreViewSearch(tx));
    builds.push(performance.now() - started);
  }
  out.push('documents of the four store views (refreshStoreViewSearch):', line('build', builds));
  await db.close();
  process.stdout.write(out.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
