// Builds what is missing or older than its sources, so `npm start` on a fresh clone builds once and later
// starts in seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildDocs, DOCS_SOURCES } from '../docs/build.mjs';
import { runInLanes } from './lanes.mjs';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const SERVER_ENTRY = join(root, 'build/server/src/server/server.js');
const CLIENT_INDEX = join(root, 'build/client/index.html');
// The server renderer (webpack's second target): built with the client, so a build from before it is stale too.
const SSR_BUNDLE = join(root, 'build/ssr/render.js');
// The API reference (`npm run docs`): its page is written last, so a build stopped halfway has none.
const DOCS_INDEX = join(root, 'build/docs/index.html');

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

const age = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

const bin = (name) => join(root, 'node_modules/.bin', name);

const POSTAL_DIR = join(root, 'build/static-data/jp-postal');

/**
 * Builds the parts that are missing or stale. The storefront (webpack), the server (tsc) and the postal data do
 * not depend on one another and each keeps about one core busy: they are built side by side.
 */
export async function ensureBuilt({ force = false } = {}) {
  const parts = [];
  if (force || !existsSync(join(POSTAL_DIR, '150.json'))) {
    parts.push({
      title: 'Japanese postal data (jquery-jpostal-ja)',
      command: process.execPath,
      args: ['scripts/jp-postal/convert.mjs', POSTAL_DIR],
    });
  }
  const clientSources = newest(['src/client', 'src/common', 'webpack.config.ts', 'config/webpack']);
  if (force || Math.min(age(CLIENT_INDEX), age(SSR_BUNDLE)) < clientSources) {
    parts.push({
      title: 'Storefront (webpack, production)',
      command: bin('webpack'),
      args: ['--mode', 'production'],
      env: { NODE_ENV: 'production' },
    });
  }
  const serverSources = newest([
    'src/server',
    'src/common',
    'config/env.ts',
    'config/stores.ts',
    'config/checkout.ts',
    'config/menu.ts',
  ]);
  if (force || age(SERVER_ENTRY) < serverSources) {
    parts.push({ title: 'Server (tsc)', command: bin('tsc'), args: ['-p', 'tsconfig.server.json'] });
  }
  if (force || age(DOCS_INDEX) < newest(DOCS_SOURCES)) {
    console.log('Building the API reference (Redoc, build/docs)…');
    buildDocs();
  }
  if (parts.length) {
    console.log(
      `Building ${parts.map((p) => p.title).join(', ')} (two at a time; output at the end of each)…`,
    );
    await runInLanes(parts);
  }
}
