import { Worker } from 'node:worker_threads';

/**
 * Beasties in a worker thread: it reads the page's stylesheets from the build and keeps the rules whose
 * selectors match an element of the page, about 200 ms of CPU per page, which must not hold up the event loop
 * that answers shoppers. One stylesheet link becomes one `<style>` in its place (`mergeStylesheets: false`)
 * and the links move to the end of the body (`preload: 'body'`: no script, no inline event handler, which the
 * page's policy would refuse).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Beasties = require(workerData.beasties);
const beasties = new Beasties({
  path: workerData.clientDir,
  publicPath: '/',
  preload: 'body',
  mergeStylesheets: false,
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'silent',
});
parentPort.on('message', ({ id, html }) => {
  beasties.process(html).then(
    (processed) => parentPort.postMessage({ id, processed }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
`;

const STYLESHEET_LINK = /<link\b[^>]*\brel=("stylesheet"|stylesheet)[^>]*>/g;

/**
 * The page with its critical CSS inline: the head as Beasties wrote it (its `<style>` elements given the
 * answer's nonce, which the policy asks of every style element) and the body exactly as rendered (hydration
 * compares it with what React renders, so no serializer may touch it), with the stylesheet links at its end:
 * they style what the page shows later (a menu opened, a dialog), and render nothing blocked on the way.
 */
export function withCriticalCss(rendered: string, processed: string, nonce: string): string {
  const headEnd = rendered.indexOf('</head>');
  const processedHeadEnd = processed.indexOf('</head>');
  if (headEnd < 0 || processedHeadEnd < 0) return rendered;
  const head = processed
    .slice(0, processedHeadEnd)
    .replace(/\sdata-beasties-container(="")?/, '')
    .replace(/<style(?![^>]*\bnonce=)/g, `<style nonce="${nonce}"`);
  const stillLinked = new Set(head.match(STYLESHEET_LINK) ?? []);
  const hrefOf = (link: string) => /\bhref=("[^"]*"|[^\s>]*)/.exec(link)?.[1]?.replace(/"/g, '');
  const linkedHrefs = new Set([...stillLinked].map(hrefOf));
  const moved = (rendered.slice(0, headEnd).match(STYLESHEET_LINK) ?? []).filter(
    (link) => !linkedHrefs.has(hrefOf(link)),
  );
  const rest = rendered.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  const body =
    bodyEnd < 0
      ? `${rest}${moved.join('')}`
      : `${rest.slice(0, bodyEnd)}${moved.join('')}${rest.slice(bodyEnd)}`;
  return `${head}${body}`;
}

/** Pages given their critical CSS one at a time, off the main thread; a page beyond `maxQueued` is left as is. */
export class CriticalCssInliner {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, (result: { processed?: string; error?: string }) => void>();

  constructor(
    private readonly clientDir: string,
    private readonly maxQueued = 16,
  ) {}

  /** The page with its critical CSS inline, or null when the queue is full or Beasties failed. */
  async inline(rendered: string, nonce: string): Promise<string | null> {
    if (this.pending.size >= this.maxQueued) return null;
    const worker = this.started();
    const id = this.nextId++;
    const result = await new Promise<{ processed?: string; error?: string }>((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, html: rendered });
    });
    return result.processed ? withCriticalCss(rendered, result.processed, nonce) : null;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const resolve of this.pending.values()) resolve({ error: 'closed' });
    this.pending.clear();
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { beasties: require.resolve('beasties'), clientDir: this.clientDir },
    });
    worker.unref();
    worker.on('message', ({ id, ...result }: { id: number; processed?: string; error?: string }) => {
      this.pending.get(id)?.(result);
      this.pending.delete(id);
    });
    // A worker that dies answers what it held with nothing, and the next page starts another.
    worker.on('error', () => void this.close());
    this.worker = worker;
    return worker;
  }
}
