import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React's streaming renderer, read to the end: the whole markup once every lazy part has arrived (`onAllReady`),
 * so a crawler, a link preview or a shopper without JavaScript gets the full page, never a fallback.
 */
export function renderToHtml(
  element: ReactNode,
  nonce: string | undefined,
  onError: (error: unknown) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => stream.pipe(sink),
      // React outlines a finished Suspense boundary larger than this (12,800 bytes by default): it writes the
      // fallback ("Loading…") in place and the content in a hidden element an inline script swaps in. A page's
      // content is larger than that, so without JavaScript (a crawler, a link preview) the page stayed
      // "Loading…". The whole page is written at once here, so nothing is worth outlining.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // An error inside a boundary is rendered by that boundary and retried by the browser; a server render
      // must not throw for it, but the error is worth the log.
      onError,
    });
  });
}
