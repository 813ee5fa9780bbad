import type { RenderedPage } from '../../../common/server-render';
import { serverRenderedHtml } from './page-html';

/** The shell as the server writes it for a store: generic title and description, its own assets, empty #root. */
const SHELL = [
  '<!doctype html><html lang="en"><head>',
  '<title>Caseback</title>',
  '<meta name="description" content="Swiss watches since 1888">',
  '<link href="/static/main.css" rel="stylesheet">',
  '<script defer src="/static/main.js" nonce="n0nce"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main><h1>Heritage Chronograph</h1><script>ignored()</script></main>',
  headHtml:
    '<title>Heritage Chronograph | Caseback</title><meta name="description" content="A blue dial chronograph">',
  chunks: ['page-product'],
  apiState: { api: { queries: {} } },
  ...overrides,
});

const render = (rendered: RenderedPage, assets: string[] = []) =>
  serverRenderedHtml(SHELL, rendered, {
    extraHead: '<link rel="alternate" hreflang="fr">',
    assets,
    nonce: 'n0nce',
  });

test("a page with its own title: the shell's title and description give way to the page's", () => {
  const html = render(page());
  expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Heritage Chronograph | Caseback</title>']);
  expect(html.match(/<meta name="description"[^>]*>/g)).toEqual([
    '<meta name="description" content="A blue dial chronograph">',
  ]);
  expect(html).toContain('<link rel="alternate" hreflang="fr"></head>');
});

test("a page that recorded no head tags (its data did not arrive) keeps the shell's title and description", () => {
  const html = render(page({ headHtml: '' }));
  expect(html).toContain('<title>Caseback</title>');
  expect(html).toContain('<meta name="description" content="Swiss watches since 1888">');
});

test("the page chunk's assets are added once: not the ones the shell already loads; scripts carry the nonce", () => {
  const html = render(page(), ['main.css', 'main.js', 'page-product.css', 'page-product.js']);
  expect(html.split('/static/main.css')).toHaveLength(2);
  expect(html.split('/static/main.js')).toHaveLength(2);
  expect(html).toContain(
    '<link href="/static/page-product.css" rel="stylesheet"><script defer src="/static/page-product.js" nonce="n0nce"></script></head>',
  );
});

test('the markup goes in #root with the state after it, and the body gets no nonce of ours', () => {
  const html = render(page());
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toBe(
    '<body><div id="root"><main><h1>Heritage Chronograph</h1><script>ignored()</script></main></div>' +
      '<script type="application/json" id="caseback-state">{"api":{"queries":{}}}</script></body></html>',
  );
  expect(body).not.toContain('nonce');
});

test('data holding </script> cannot break out of the state script', () => {
  const apiState = { api: { name: '</script><script>alert(1)</script>' } };
  const html = render(page({ apiState }));
  const state = /<script type="application\/json" id="caseback-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(state).toBe(
    '{"api":{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}}',
  );
  expect(JSON.parse(state ?? '')).toEqual(apiState);
  expect(html).not.toContain('<script>alert(1)');
});

test('replacement patterns in the page ($&, $1) are written as they are', () => {
  const html = render(page({ html: '<p>Price: $& $1 $$</p>', headHtml: "<title>$` $'</title>" }));
  expect(html).toContain('<div id="root"><p>Price: $& $1 $$</p></div>');
  expect(html).toContain("<title>$` $'</title>");
});
