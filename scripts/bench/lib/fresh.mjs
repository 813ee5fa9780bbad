// Requests that the catalogue cache cannot answer from memory: each asks for a URL never asked before (a new
// search term, a new price range), one at a time, so the figure is the work of one uncached request and not a
// queue. Beside each, the same request repeated (answered from the cache), measured the same way.

const HEADERS = { accept: 'application/json' };
const MARKS = '-.,;!';

/**
 * The `i`-th spelling of `term` that the cache has never seen: the term and a run of punctuation. The search
 * drops punctuation from the full-text query (the same words, so the same matches and the same ranking work)
 * but keeps it in the cache key and the SKU comparison, so each spelling is ranked by the database again.
 */
export function freshTerm(term, i) {
  let marks = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / MARKS.length)) marks += MARKS[n % MARKS.length];
  return `${term} ${marks}`;
}

/** The `i`-th price range inside the slider [min, max] (major units): a range no earlier request asked for. */
export function freshPriceRange({ min, max }, i) {
  const span = Math.max(2, max - min);
  const from = min + ((i * 7919) % Math.floor(span * 0.4));
  const to = from + Math.floor(span * 0.3) + (i % 97);
  return `${from}-${Math.min(max, to)}`;
}

async function timeGet(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: HEADERS });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `scenarios`: [{ name, urlOf(catalogue, i) }], each measured `count` times on every catalogue, interleaved
 * request by request (catalogue after catalogue, scenario after scenario) so that the load of the shared
 * machine weighs on every figure alike; `warmup` requests of each first (JIT, the cache of the repeated URL).
 * Answers [{ scenario, catalogue, p50, p90, totals }].
 */
export async function measureFresh(catalogues, scenarios, { count, warmup = 3 }) {
  const times = new Map();
  const totals = new Map();
  const key = (s, c) => `${s.name}|${c.label}`;
  for (let i = -warmup; i < count; i += 1) {
    for (const s of scenarios) {
      for (const c of catalogues) {
        const { ms, body } = await timeGet(s.urlOf(c, i + warmup));
        if (i < 0) continue;
        const k = key(s, c);
        times.set(k, [...(times.get(k) ?? []), ms]);
        totals.set(k, [...(totals.get(k) ?? []), body.total_count]);
      }
    }
  }
  return scenarios.flatMap((s) =>
    catalogues.map((c) => {
      const t = times.get(key(s, c)) ?? [];
      const sorted = [...t].sort((a, b) => a - b);
      return {
        scenario: s.name,
        catalogue: c.label,
        products: c.targets.products,
        p50: median(t),
        p90: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))],
        found: median(totals.get(key(s, c)) ?? [0]),
      };
    }),
  );
}

/** rows from measureFresh: p50, p90, and each p50 against the first catalogue's (base) in the same run. */
export function freshTable(rows) {
  const first = rows[0]?.catalogue;
  const base = (r) => rows.find((b) => b.catalogue === first && b.scenario === r.scenario);
  const cached = (r) =>
    rows.find((b) => b.catalogue === r.catalogue && b.scenario === r.scenario.replace(/^new /, 'repeated '));
  const f = (n) => `${n.toFixed(1)} ms`;
  const head = [
    'one request at a time',
    'catalogue (products)',
    'found',
    'p50',
    'p90',
    'p50 vs base',
    'vs cached',
  ];
  const lines = rows.map((r) => {
    const b = base(r);
    const c = r.scenario.startsWith('new ') ? cached(r) : undefined;
    return [
      r.scenario,
      `${r.catalogue} (${r.products.toLocaleString('en-US')})`,
      String(r.found),
      f(r.p50),
      f(r.p90),
      r.catalogue === first || !b ? '—' : `${(r.p50 / b.p50).toFixed(1)}×`,
      c ? `${(r.p50 / c.p50).toFixed(1)}×` : '—',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(head), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}
