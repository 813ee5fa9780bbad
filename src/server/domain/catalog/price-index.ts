import type { FacetCounts } from './cached-listing';
import type { FacetDoc } from './facet-doc';
import { CHECKBOX_FILTERS, type CheckboxFilterCode, type FilterSelection } from './listing-params';

/** Documents per block of running counts: a range reads at most two partial blocks document by document. */
const BLOCK = 256;

type OptionCounts = Record<CheckboxFilterCode, Map<number, number>>;

const emptyCounts = (): OptionCounts =>
  Object.fromEntries(CHECKBOX_FILTERS.map((code) => [code, new Map()])) as OptionCounts;

/** Documents sorted by price, with the option counts of the documents before each block boundary. */
interface PricedRun {
  readonly docs: readonly FacetDoc[];
  readonly prices: Float64Array;
  /** before[k]: option counts of docs[0 .. k * BLOCK), for the codes this run counts for. */
  readonly before: readonly OptionCounts[];
}

function pricedRun(docs: FacetDoc[], codes: readonly CheckboxFilterCode[]): PricedRun {
  docs.sort((a, b) => a.price - b.price);
  const prices = Float64Array.from(docs, (d) => d.price);
  const before: OptionCounts[] = [];
  const running = emptyCounts();
  for (let i = 0; i <= docs.length; i += 1) {
    if (i % BLOCK === 0) {
      before.push(
        Object.fromEntries(CHECKBOX_FILTERS.map((code) => [code, new Map(running[code])])) as OptionCounts,
      );
    }
    const doc = docs[i];
    if (!doc) break;
    for (const code of codes) {
      const counts = running[code];
      for (const id of doc.options[code]) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return { docs, prices, before };
}

/** The first index whose price is above `price` (`inclusive`: at or above). */
function bound(prices: Float64Array, price: number, inclusive: boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (inclusive ? prices[mid]! < price : prices[mid]! <= price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds the option counts of `code` over run.docs[from, to) to `into`; answers how many documents that is. */
function countRange(
  run: PricedRun,
  from: number,
  to: number,
  code: CheckboxFilterCode,
  into: Map<number, number>,
) {
  const add = (id: number, n: number) => into.set(id, (into.get(id) ?? 0) + n);
  const one = (i: number) => {
    for (const id of run.docs[i]!.options[code]) add(id, 1);
  };
  const firstWhole = Math.ceil(from / BLOCK);
  const lastWhole = Math.floor(to / BLOCK);
  if (firstWhole >= lastWhole) {
    for (let i = from; i < to; i += 1) one(i);
    return;
  }
  for (let i = from; i < firstWhole * BLOCK; i += 1) one(i);
  const start = run.before[firstWhole]![code];
  for (const [id, n] of run.before[lastWhole]![code]) {
    const inBlocks = n - (start.get(id) ?? 0);
    if (inBlocks > 0) add(id, inBlocks);
  }
  for (let i = lastWhole * BLOCK; i < to; i += 1) one(i);
}

/**
 * A listing's documents under one selection of checkbox filters, ready for any price range: those that pass
 * every checkbox filter, and those that fail exactly one, each sorted by price with running counts. A new
 * price range then costs two binary searches and a few hundred documents, not a pass over the listing.
 */
export interface PriceIndex {
  readonly passing: PricedRun;
  readonly failingOnly: Readonly<Record<CheckboxFilterCode, PricedRun>>;
  /** How many documents the index holds (its weight in the cache). */
  readonly size: number;
}

export function buildPriceIndex(
  docs: readonly FacetDoc[],
  checkbox: FilterSelection['checkbox'],
): PriceIndex {
  const passing: FacetDoc[] = [];
  const failing = Object.fromEntries(CHECKBOX_FILTERS.map((code) => [code, [] as FacetDoc[]])) as Record<
    CheckboxFilterCode,
    FacetDoc[]
  >;
  for (const doc of docs) {
    let failed: CheckboxFilterCode | null = null;
    let failures = 0;
    for (const code of CHECKBOX_FILTERS) {
      const wanted = checkbox[code];
      if (wanted.length && !doc.options[code].some((id) => wanted.includes(id))) {
        failed = code;
        failures += 1;
      }
    }
    if (failures === 0) passing.push(doc);
    else if (failures === 1 && failed) failing[failed].push(doc);
  }
  const size = passing.length + CHECKBOX_FILTERS.reduce((n, code) => n + failing[code].length, 0);
  return {
    passing: pricedRun(passing, CHECKBOX_FILTERS),
    failingOnly: Object.fromEntries(
      CHECKBOX_FILTERS.map((code) => [code, pricedRun(failing[code], [code])]),
    ) as PriceIndex['failingOnly'],
    size,
  };
}

/**
 * The total and the checkbox counts of the index's listing under a price range (minor units, inclusive), as
 * countFacets counts them: a document in range that passes every checkbox filter counts for every filter, one
 * that fails exactly one checkbox filter counts for that filter only.
 */
export function countPriceRange(
  index: PriceIndex,
  range: { from: number; to: number },
): Pick<FacetCounts, 'total' | 'options'> {
  const options = emptyCounts();
  const span = (run: PricedRun) =>
    [bound(run.prices, range.from, true), bound(run.prices, range.to, false)] as const;
  const [from, to] = span(index.passing);
  for (const code of CHECKBOX_FILTERS) {
    countRange(index.passing, from, to, code, options[code]);
    const run = index.failingOnly[code];
    countRange(run, ...span(run), code, options[code]);
  }
  return { total: Math.max(0, to - from), options };
}
