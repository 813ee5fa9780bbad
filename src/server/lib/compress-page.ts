import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (the app's @fastify/compress threshold too). */
const THRESHOLD_BYTES = 1024;

/**
 * The encoding to answer a page in, from the request's Accept-Encoding: Brotli, else gzip, else none. A coding
 * refused with `q=0` is not chosen, `*` stands for both. Pages are answered before any route (plugins/spa.ts),
 * where @fastify/compress, which hooks routes, does not reach: they are compressed here.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wanted = (coding: PageEncoding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  return wanted('br') ? 'br' : wanted('gzip') ? 'gzip' : null;
}

/**
 * The page's bytes in `encoding`, or null when it is small enough to go as it is. Brotli at quality 5: within
 * a few percent of its best on HTML, in a few milliseconds instead of tens (quality 11, its default).
 */
export async function compressPage(html: string, encoding: PageEncoding | null): Promise<Buffer | null> {
  const bytes = Buffer.from(html, 'utf8');
  if (!encoding || bytes.length < THRESHOLD_BYTES) return null;
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(bytes);
}
