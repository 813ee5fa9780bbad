// How the browser journeys run, for `npm test` and `npm run e2e` alike: two jest processes at once against the
// one server and the one Chromium, each running its files one after another. A journey spends much of its time
// waiting for the page (a popup's timer, a navigation, a debounce), so two overlap their waits on a 2-core
// machine. The split is by what a journey changes on the shared server: every journey that signs in as a demo
// customer (and changes her cart, orders, addresses, wishlist or password) is in one group, so two of them
// never work on the same customer at once; the other group works as guests on data of its own. A guest journey
// may go in either, and some go in the first to even the two out (measured on a quiet run: the demo customers'
// journeys 344 s, the guests' 536 s; catalogue and store-locator, 88 s, moved over bring both near 440 s).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';

export const JOURNEY_GROUPS = {
  'demo customers': [
    'account',
    'address-book',
    'checkout',
    'newsletter',
    'password-reset',
    'registration',
    'return-label',
    'server-rendering',
    'storefront',
    'watch-registration',
    'wishlist',
    // guests, to even the groups out
    'catalogue',
    'store-locator',
  ],
  guests: [
    'api-docs',
    'consent-chat',
    'gallery',
    'home-carousel',
    'hydration',
    'languages',
    'layout-stability',
    'my-watches',
    'navigation',
    'offline',
    'popups',
    'product-services',
    'server-rendering-content',
  ],
};

/** Every journey file in exactly one group: a new journey fails the run until it is given one. */
export function journeyFilesByGroup() {
  const files = readdirSync(join(root, 'test/e2e')).filter((f) => f.endsWith('.e2e.ts'));
  const grouped = Object.values(JOURNEY_GROUPS).flat();
  const missing = files.map((f) => f.replace(/\.e2e\.ts$/, '')).filter((name) => !grouped.includes(name));
  const unknown = grouped.filter((name) => !files.includes(`${name}.e2e.ts`));
  if (missing.length || unknown.length) {
    throw new Error(
      `scripts/lib/journeys.mjs: ${missing.length ? `no group for ${missing.join(', ')}` : ''}` +
        `${missing.length && unknown.length ? '; ' : ''}${unknown.length ? `no file for ${unknown.join(', ')}` : ''}`,
    );
  }
  return Object.entries(JOURNEY_GROUPS).map(([name, journeys]) => ({
    name,
    files: journeys.map((j) => `test/e2e/${j}.e2e.ts`),
  }));
}

/** One jest process over some journey files, in band, its output lines prefixed with its group's name. */
export function runJourneys({ name, files, env, extraArgs = [] }) {
  return new Promise((resolve) => {
    const child = spawn(
      join(root, 'node_modules/.bin/jest'),
      ['--selectProjects', 'e2e', '--runInBand', ...extraArgs, ...files],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}
