// The printed result of `npm run bench:first-paint`: markdown tables, the two modes side by side, ratios
// computed within the run (absolute figures move with the load of the shared machine; ratios of one run hold).
import { median } from './stats.mjs';

const num = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : '—';
const kib = (bytes) => (Number.isFinite(bytes) ? `${num(bytes / 1024, 1)} KiB` : '—');
const ms = (n) => (Number.isFinite(n) ? `${num(n, n < 10 ? 1 : 0)} ms` : '—');
const ratio = (ssr, csr) => (Number.isFinite(ssr) && csr > 0 ? `${num(ssr / csr, 2)}×` : '—');

function markdown(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** Medians over runs of a figure picked from each run (null when a run has none, e.g. no visible h1). */
const med = (runs, pick) => median(runs.map(pick).filter((v) => v !== null && v !== undefined));

const mostCommon = (values) => {
  const counts = new Map(values.map((v) => [v, values.filter((w) => w === v).length]));
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] || '?';
};

/** pages: [{ name, path, ssr: { bytes: [run], lighthouse: [run] }, csr: { … } }] */
export function bytesTable(pages) {
  const rows = [];
  for (const p of pages) {
    for (const [label, at] of [
      ['first content (LCP)', 'lcp'],
      ['h1', 'h1'],
    ]) {
      const s = (key) => med(p.ssr.bytes, (r) => r[at]?.[key]);
      const c = (key) => med(p.csr.bytes, (r) => r[at]?.[key]);
      if (!Number.isFinite(s('total')) && !Number.isFinite(c('total'))) continue;
      const element = (runs) => (at === 'lcp' ? mostCommon(runs.map((r) => r.lcpElement)) : '');
      rows.push([
        at === 'lcp'
          ? `${p.name}: ${label} (${element(p.ssr.bytes)} / ${element(p.csr.bytes)})`
          : `${p.name}: ${label}`,
        kib(s('total')),
        `${kib(s('html'))} / ${kib(s('css'))} / ${kib(s('js'))} / ${kib(s('api'))} / ${kib(s('other'))}`,
        ms(s('atMs')),
        kib(c('total')),
        `${kib(c('html'))} / ${kib(c('css'))} / ${kib(c('js'))} / ${kib(c('api'))} / ${kib(c('other'))}`,
        ms(c('atMs')),
        ratio(s('total'), c('total')),
      ]);
    }
  }
  return markdown(
    [
      'page: paint',
      'SSR bytes',
      'SSR html / css / js / api / other',
      'SSR at',
      'client-only bytes',
      'client-only html / css / js / api / other',
      'client-only at',
      'SSR ÷ client-only',
    ],
    rows,
  );
}

export function lighthouseTable(pages) {
  const rows = [];
  const figures = [
    ['performance', (v) => num(v)],
    ['lcp', ms],
    ['tbt', ms],
    ['cls', (v) => num(v, 3)],
    ['seo', (v) => num(v)],
  ];
  for (const p of pages) {
    const cells = figures.flatMap(([key, fmt]) => {
      const s = med(p.ssr.lighthouse, (r) => r[key]);
      const c = med(p.csr.lighthouse, (r) => r[key]);
      return [`${fmt(s)} / ${fmt(c)}`];
    });
    const lcpRatio = ratio(
      med(p.ssr.lighthouse, (r) => r.lcp),
      med(p.csr.lighthouse, (r) => r.lcp),
    );
    rows.push([p.name, ...cells, lcpRatio]);
  }
  return markdown(
    ['page (SSR / client-only)', 'performance', 'LCP', 'TBT', 'CLS', 'SEO', 'LCP SSR ÷ client-only'],
    rows,
  );
}

export function renderTable(kinds) {
  return markdown(
    [
      'page kind',
      'render p50',
      'render p99',
      'SSR answer p50 / p99',
      'client-only answer p50 / p99',
      'answer p50 SSR − client-only',
      'HTML SSR / client-only (encoding)',
    ],
    kinds.map((k) => [
      `${k.name} (${k.path})`,
      ms(k.renderP50),
      ms(k.renderP99),
      `${ms(k.ssrAnswerP50)} / ${ms(k.ssrAnswerP99)}`,
      `${ms(k.csrAnswerP50)} / ${ms(k.csrAnswerP99)}`,
      ms(k.ssrAnswerP50 - k.csrAnswerP50),
      `${kib(k.ssrBytes)} / ${kib(k.csrBytes)} (${k.ssrEncoding} / ${k.csrEncoding})`,
    ]),
  );
}

/** Every failed SEO audit, per page and mode, with how many runs it failed in. */
export function seoFailureLines(pages) {
  const lines = [];
  for (const p of pages) {
    for (const [mode, runs] of [
      ['SSR', p.ssr.lighthouse],
      ['client-only', p.csr.lighthouse],
    ]) {
      const counts = new Map();
      for (const run of runs)
        for (const f of run.seoFailures) counts.set(f.id, { ...f, n: (counts.get(f.id)?.n ?? 0) + 1 });
      for (const f of counts.values())
        lines.push(`- ${p.name}, ${mode}: \`${f.id}\` failed in ${f.n}/${runs.length} runs: ${f.found}`);
    }
  }
  return lines.length
    ? lines.join('\n')
    : '- none: every scored SEO audit passed on every page in both modes';
}

/** What the browser runs saw: the LCP element, and the layout shifts (their sum and the element that moved most). */
export function causeLines(pages) {
  const lines = [];
  for (const p of pages) {
    for (const [mode, runs] of [
      ['SSR', p.ssr.bytes],
      ['client-only', p.csr.bytes],
    ]) {
      const shift = med(runs, (r) => r.shift);
      lines.push(
        `- ${p.name}, ${mode}: LCP element ${mostCommon(runs.map((r) => r.lcpElement))}; layout shift ` +
          `${num(shift, 3)}${shift > 0 ? `, mostly ${mostCommon(runs.map((r) => r.shiftElement))}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}

/** Lighthouse audits that errored (not scored), with how many runs. */
export function erroredAuditLines(pages) {
  const counts = new Map();
  const runs = pages.flatMap((p) => [...p.ssr.lighthouse, ...p.csr.lighthouse]);
  for (const run of runs) for (const e of run.erroredAudits) counts.set(e, (counts.get(e) ?? 0) + 1);
  if (!counts.size) return '- none';
  return [...counts].map(([e, n]) => `- in ${n}/${runs.length} runs: ${e}`).join('\n');
}
