import type { InjectOptions } from 'fastify';
import { ODD_STRINGS } from './odd-values';
import { encodeText } from './request-parts';

/**
 * One request to a path outside the contract (media, size guides, payment and mailbox pages, static files, shell,
 * the API reference, robots.txt and the sitemaps).
 */
export interface Probe {
  name: string;
  request: InjectOptions;
  /** A page for a browser: its errors may be HTML pages; every other answer's errors are `ApiError` JSON. */
  page: boolean;
}

const HTML = { accept: 'text/html,application/xhtml+xml' };
/** A script that wants JSON and nothing else: the only client a page path answers with a JSON error. */
const JSON_ONLY = { accept: 'application/json' };
const VIDEO_FILE = 'heritage-chronograph.jpg';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const get = (name: string, url: string, page = false, headers = page ? HTML : {}): Probe => ({
  name,
  request: { method: 'GET', url, headers },
  page,
});

/** Each path template with `*` replaced by each odd text (encoded as a careless client would). */
function oddSegments(template: string, page = false, headers?: Record<string, string>): Probe[] {
  return ODD_STRINGS.map(([name, text]) =>
    get(
      `${template} with ${name}${headers ? ` (${JSON.stringify(headers)})` : ''}`,
      template.replace('*', encodeText(text)),
      page,
      headers,
    ),
  );
}

export function nonApiProbes(): Probe[] {
  return [
    // Static files and directories (a directory is not a file: 404, never 500).
    ...[
      '/static',
      '/static/',
      '/static/js',
      '/static/js/',
      '/static/missing.js',
      '/static/..%2f..%2fpackage.json',
    ].map((url) => get(`static ${url}`, url)),
    ...[
      '/static-data/',
      '/static-data/jp-postal',
      '/static-data/jp-postal/',
      '/static-data/jp-postal/%00.json',
    ].map((url) => get(`static data ${url}`, url)),
    get('static file', '/static/js/app.js'),
    ...oddSegments('/static/*'),
    // The API reference (`npm run docs`): its page, its files, what is not one of them.
    ...['/docs', '/docs/', '/docs/index.html', '/docs/docs.js', '/docs/..%2f..%2fpackage.json'].map((url) =>
      get(`API reference ${url}`, url, true),
    ),
    ...oddSegments('/docs/*'),
    // Generated imagery and size guides.
    ...oddSegments('/media/catalog/product/*/main.svg'),
    ...oddSegments('/media/catalog/product/MA-HER-CHR-01/*'),
    ...oddSegments('/media/hero/*'),
    ...oddSegments('/media/stories/*'),
    ...oddSegments('/media/video/*'),
    ...['/media/video', '/media/video/', '/media/video/README.md'].map((url) => get(`video ${url}`, url)),
    ...['bytes=999999999-', 'bytes=abc', 'bytes=5-1', 'bytes=0-0,1-1,2-2'].map((range): Probe => ({
      name: `video range ${range}`,
      request: { method: 'GET', url: `/media/video/${VIDEO_FILE}`, headers: { range } },
      page: false,
    })),
    ...oddSegments('/media/size-guides/*'),
    get('size guide traversal', '/media/size-guides/..%2f..%2f..%2fpackage.json'),
    // The sandbox payment pages and the development mailbox (pages: HTML answers).
    ...oddSegments('/sandbox/pay/*', true),
    ...oddSegments('/dev/mailbox/*', true),
    get('mailbox id beyond int4', '/dev/mailbox/99999999999', true),
    get('mailbox id 0', '/dev/mailbox/0', true),
    ...['approve', 'decline', 'cancel', '%00'].flatMap((decision) =>
      (
        [
          ['', FORM],
          ['a=%00&a=%ED%A0%80', FORM],
          ['{"a":', { 'content-type': 'application/json' }],
          ['x', { 'content-type': 'text/plain' }],
        ] as const
      ).map(([payload, headers], i): Probe => ({
        name: `sandbox decision ${decision} body ${i}`,
        request: { method: 'POST', url: `/sandbox/pay/${'a'.repeat(32)}/${decision}`, payload, headers },
        page: true,
      })),
    ),
    // robots.txt and the sitemaps (files: JSON errors even to a browser), an odd store code in their place.
    get('robots.txt', '/robots.txt'),
    get('sitemap index', '/sitemap.xml'),
    ...oddSegments('/*/sitemap.xml'),
    ...oddSegments('/*/sitemap.xml', true).map((probe) => ({ ...probe, page: false })),
    // The page shell and unknown paths: as pages (a browser's Accept, and none at all as curl may send), and
    // as API calls (JSON only).
    ...oddSegments('/en-int/*', true),
    ...oddSegments('/en-int/*', true, {}),
    ...oddSegments('/en-int/*', false, JSON_ONLY),
    ...oddSegments('/*'),
    get('unknown REST path', '/rest/en-int/V1/nothing'),
    ...(['PATCH', 'OPTIONS'] as const).map((method): Probe => ({
      name: `${method} on an operation's path`,
      request: { method, url: '/rest/en-int/V1/categories' },
      page: false,
    })),
    ...['/static/js/', '/media/hero/0.svg', '/dev/mailbox/0'].map((url): Probe => ({
      name: `HEAD ${url}`,
      request: { method: 'HEAD', url },
      page: false,
    })),
    get('path parameter past the router limit', `/rest/en-int/V1/products/url-key/${'a'.repeat(2000)}`),
    get('invalid percent-encoding', '/rest/en-int/V1/products/url-key/%E0%A4%A'),
  ];
}
