/* global window, document, MutationObserver -- observePaints and the evaluate callbacks run in the page */
// "Bytes before first content": what a phone on a slow network downloads before the page's main content
// paints. One cold load (a fresh browser context: empty cache, no cookies) under Lighthouse's mobile network
// and CPU throttling applied by DevTools (so the order in which responses finish is the order a phone sees),
// then:
// - the paint: the largest contentful paint (LCP, Chrome's last candidate once the network is idle), and the
//   first paint of the page's <h1> (Element Timing; none when the h1 is visually hidden, as on the home page);
// - the bytes: every response that finished (Resource Timing responseEnd, the page's own clock) at or before
//   that paint, each counted as the bytes it took on the wire (DevTools' encodedDataLength: compressed body
//   and headers), grouped by kind. Responses still loading at the paint were not needed for it.

/** Lighthouse's mobile "slow 4G" as DevTools applies it (its `throttling.mobileSlow4G` devtools values). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  download: (1.6 * 1024 * 0.9 * 1024) / 8,
  upload: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power). */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export const BYTES_DEFINITION =
  'bytes on the wire (compressed body + headers, DevTools encodedDataLength) of every response that finished ' +
  'before the paint, cold cache, DevTools throttling as Lighthouse mobile (562.5 ms request latency, ' +
  '1.47 Mbit/s down, 4x CPU), 412x823 screen; "first content" = the largest contentful paint (LCP); ' +
  '"h1" = the first paint of the page\'s <h1> (Element Timing)';

/** Runs in the page before its first script: records the paints and marks the first <h1> for Element Timing. */
function observePaints() {
  const seen = { lcp: 0, lcpElement: '', h1: 0, shift: 0, shiftElement: '', biggestShift: 0 };
  window.__benchPaint = seen;
  performance.setResourceTimingBufferSize(2000);
  const describe = (el) => {
    if (!el) return '';
    const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
    return el.currentSrc ? `${name}(${el.currentSrc.split('/').pop()})` : name;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      seen.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Layout shifts without recent input, summed (the page is loaded once, no scrolling: CLS's one session
  // window, unless the shifts span over 5 s), and the element of the largest one.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      seen.shift += entry.value;
      if (entry.value > seen.biggestShift) {
        seen.biggestShift = entry.value;
        seen.shiftElement = describe(entry.sources?.[0]?.node?.parentElement ?? entry.sources?.[0]?.node);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'bench-h1' && !seen.h1) seen.h1 = entry.renderTime || entry.startTime;
  }).observe({ type: 'element', buffered: true });
  // Element Timing needs the attribute when the text paints: set it as soon as the h1 is in the DOM (the
  // observer's callback runs before the next paint).
  const mark = () => {
    const h1 = document.querySelector('h1');
    if (h1 && !h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', 'bench-h1');
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
}

const KINDS = { Document: 'html', Stylesheet: 'css', Script: 'js', Fetch: 'api', XHR: 'api' };

/** One cold load of `url`; the figures at the LCP and at the h1's paint. */
export async function bytesBeforePaint(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(MOBILE);
    const cdp = await page.createCDPSession();
    const wire = new Map(); // requestId -> { url, kind, bytes }
    cdp.on('Network.requestWillBeSent', (e) => {
      wire.set(e.requestId, { url: e.request.url, kind: KINDS[e.type] ?? 'other', bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = wire.get(e.requestId);
      if (request) request.bytes = e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: SLOW_4G.offline,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.download,
      uploadThroughput: SLOW_4G.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(observePaints);
    const response = await page.goto(url, { waitUntil: 'networkidle0', timeout: 180_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForFunction(() => window.__benchPaint.lcp > 0, { timeout: 60_000 });
    const seen = await page.evaluate(() => ({
      ...window.__benchPaint,
      timings: [
        performance.getEntriesByType('navigation')[0],
        ...performance.getEntriesByType('resource'),
      ].map((e) => ({ url: e.name, end: e.responseEnd, transferSize: e.transferSize })),
    }));
    // A URL loaded twice has two DevTools requests and two timings, in the same order.
    const byUrl = new Map();
    for (const request of wire.values()) byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);
    const timings = seen.timings.map((timing) => {
      const request = byUrl.get(timing.url)?.shift();
      return { ...timing, kind: request?.kind ?? 'other', bytes: request?.bytes || timing.transferSize };
    });
    const before = (paint) => {
      if (!paint) return null;
      const sums = { total: 0, requests: 0, html: 0, css: 0, js: 0, api: 0, other: 0 };
      for (const { end, kind, bytes } of timings) {
        if (end === 0 || end > paint) continue;
        sums[kind] += bytes;
        sums.total += bytes;
        sums.requests += 1;
      }
      return { atMs: paint, ...sums };
    };
    return {
      lcp: before(seen.lcp),
      lcpElement: seen.lcpElement,
      h1: before(seen.h1),
      shift: seen.shift,
      shiftElement: seen.shiftElement,
    };
  } finally {
    await context.close();
  }
}
