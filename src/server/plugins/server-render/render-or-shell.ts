import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from './page-renderer';
import { serverRenderedHtml } from '../../render/ssr/page-html';

export interface RenderedAnswer {
  html: string;
  /** The answer's `Server-Timing` entry. */
  serverTiming: string;
  /** The shell answered because the render failed: worth rendering again next time, so not kept. */
  failed: boolean;
}

/**
 * The page rendered on the server into the shell; the shell alone if the render fails (logged), so a render
 * error costs the first paint, never the page: the browser renders it as it would without a renderer.
 * `serverTiming` is the render's wall time in ms (the render, the hreflang alternates beside it and the
 * splice), marked `desc="failed"` when the shell answered instead; browsers show it in their network panel,
 * and `npm run bench:first-paint` reads it.
 */
export async function renderOrShell(
  renderer: PageRenderer,
  shellHtml: string,
  request: {
    url: string;
    origin: string;
    languageCode: string;
    nonce: string;
    log: FastifyBaseLogger;
    alternates: () => Promise<string>;
  },
): Promise<RenderedAnswer> {
  const { log, alternates, ...page } = request;
  const started = performance.now();
  const timing = (failed: boolean) =>
    `render;${failed ? 'desc="failed";' : ''}dur=${(performance.now() - started).toFixed(1)}`;
  try {
    const onError = (error: unknown) =>
      log.warn({ err: error, url: page.url }, 'server render error in a boundary');
    const [rendered, alternateLinks] = await Promise.all([
      renderer.render({ ...page, onError }),
      alternates(),
    ]);
    const html = serverRenderedHtml(shellHtml, rendered, {
      extraHead: alternateLinks,
      assets: rendered.chunks.flatMap((chunk) => renderer.assetsOf(chunk)),
      nonce: page.nonce,
    });
    return { html, serverTiming: timing(false), failed: false };
  } catch (error) {
    log.error({ err: error, url: page.url }, 'server render failed: the shell answers instead');
    return { html: shellHtml, serverTiming: timing(true), failed: true };
  }
}
