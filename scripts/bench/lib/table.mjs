// The printed result: one table, ratios computed within the run (the machine is shared and noisy, so absolute
// numbers from two runs do not compare; ratios from one run do).

const pct = (ratio) => (ratio === null ? '—' : `${Math.round(ratio * 100)} %`);
const num = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const ms = (n, gaveUp) => {
  if (gaveUp) return `> ${num(n / 1000)} s`;
  return n < 10_000 ? `${num(n)} ms` : `${num(n / 1000, 1)} s`;
};

/**
 * rows: { scenario, reference, catalogue, products, rps, p50, p99, bytes } in the order of the run; `reference`
 * names the bare scenario (same bytes) a row's req/s is compared with ('bare route' when not given).
 */
export function resultTable(rows) {
  const bareOf = (row) =>
    rows.find((r) => r.catalogue === row.catalogue && r.scenario === (row.reference ?? 'bare route'));
  const first = rows[0]?.catalogue;
  const baseOf = (row) => rows.find((r) => r.catalogue === first && r.scenario === row.scenario);
  const lines = rows.map((r) => {
    const b = bareOf(r);
    const base = baseOf(r);
    return [
      r.tooSlow ? `${r.scenario} *` : r.scenario,
      `${r.catalogue} (${num(r.products)})`,
      num(r.rps, r.rps < 1 ? 3 : r.rps < 10 ? 2 : 0),
      ms(r.p50, r.gaveUp),
      ms(r.p99, r.gaveUp),
      Number.isNaN(r.bytes) ? '—' : `${num(r.bytes / 1024, 1)} KiB`,
      r === b || !b ? '—' : pct(r.rps / b.rps),
      r.catalogue === first || !base ? '—' : pct(r.rps / base.rps),
      r.catalogue === first || !base ? '—' : `${num(r.p99 / Math.max(base.p99, 1), 1)}×`,
    ];
  });
  const head = [
    'scenario',
    'catalogue (products)',
    'req/s',
    'p50',
    'p99',
    'body',
    'req/s vs bare',
    'req/s vs base',
    'p99 vs base',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const table = [fmt(head), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(fmt)];
  if (rows.some((r) => r.tooSlow)) {
    table.push(
      '',
      '* one request took longer than --max-latency: not loaded; the figures are that one request.',
    );
  }
  return table.join('\n');
}

export function memoryLine(label, memory) {
  if (!memory) return `${label}: memory not available on this platform`;
  return `${label}: RSS ${num(memory.rss)} MiB (peak ${num(memory.peak)} MiB)`;
}
