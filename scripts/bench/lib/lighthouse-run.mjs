// One Lighthouse run (mobile, simulated throttling: Lighthouse's default mobile settings, said explicitly) on
// the Chromium the benchmark launched: Lighthouse connects to its DevTools port with its own puppeteer and
// opens a page of its own (no chrome-launcher). Lighthouse clears the origin's cache and storage first.
import lighthouse from 'lighthouse';

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'seo'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

/** Audits that score nothing: not applicable to the page, or left to a person. */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative']);

/** What a failed audit found, in one line: its title, its figure or explanation, and what it points at. */
function describeFailure(audit) {
  const items = (audit.details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node?.snippet ?? item.node?.selector;
    return [node, item.source, item.href, item.url, item.text].filter(Boolean).join(' ');
  });
  return [audit.title, audit.displayValue, audit.explanation, ...items].filter(Boolean).join(' | ');
}

/**
 * Lighthouse on `url`: scores (0-100), LCP and TBT in ms, CLS, and every failed SEO audit. A run whose trace
 * Lighthouse could not record (its runtime error, e.g. NO_NAVSTART, which says "run Lighthouse again") is run
 * again, twice at most; `retries` says how often.
 */
export async function lighthouseRun(port, url, retries = 0) {
  const result = await lighthouse(url, { ...FLAGS, port });
  if (result?.lhr?.runtimeError && retries < 2) {
    console.log(`   (Lighthouse: ${result.lhr.runtimeError.code} on ${url}; running it again)`);
    return lighthouseRun(port, url, retries + 1);
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id) =>
    lhr.categories[id].score === null ? NaN : Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const seoFailures = lhr.categories.seo.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && audit.score !== 1)
    .map((audit) => ({ id: audit.id, found: describeFailure(audit) }));
  // Audits Lighthouse could not run (with Chromium newer than it knows, some of its gatherers fail).
  const erroredAudits = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage}`);
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    seo: score('seo'),
    seoFailures,
    warnings: lhr.runWarnings,
    erroredAudits,
    retries,
  };
}
