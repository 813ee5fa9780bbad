// The JavaScript budget of each page kind's first view (issue 18), checked by `npm test` after the production
// build (`npx size-limit`). A page's first view is the shell's scripts (`main`: runtime, vendor, app; the
// worker that starts ICU, `intl-warmup`) and its page chunk with the split chunks it shares, as the build's
// manifest lists them (build/client/page-assets.json, written by webpack.config.ts). Sizes are gzip level 9, as
// a browser is sent them at worst (it gets Brotli when it accepts it: smaller). The limits are the sizes of the
// first-view code at the time of writing plus about 2 KB of room: a change that adds more to a first view has to
// lazy-load something or raise the budget here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const client = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, 'build/client');
const manifest = JSON.parse(readFileSync(join(client, 'page-assets.json'), 'utf8'));
const scripts = (chunk) => {
  if (!manifest[chunk])
    throw new Error(`.size-limit.mjs: no chunk ${chunk} in build/client/page-assets.json`);
  return manifest[chunk].filter((file) => file.endsWith('.js')).map((file) => join(client, 'static', file));
};

/** Page kind, its page chunk, its budget. */
const BUDGETS = [
  ['home', 'page-home', '149 kB'],
  ['category', 'page-category', '160.5 kB'],
  ['product', 'page-product', '166 kB'],
  ['cart', 'page-cart', '154 kB'],
  ['checkout', 'page-checkout', '177 kB'],
  ['search', 'page-search', '159.7 kB'],
  ['account (signed out: the sign-in page)', 'page-sign-in', '162 kB'],
];

export default BUDGETS.map(([name, chunk, limit]) => ({
  name: `${name}: first-view JavaScript`,
  path: [...new Set([...scripts('main'), ...scripts('intl-warmup'), ...scripts(chunk)])],
  gzip: true,
  limit,
}));
