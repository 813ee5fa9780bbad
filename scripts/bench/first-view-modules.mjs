#!/usr/bin/env node
// `node scripts/bench/first-view-modules.mjs [page-home …] [--top=25] [--files]`: what each page kind's first view
// is made of, from the production build (`npm run build:client` first). The first view is the shell (`main`) and
// the page's chunk with the split chunks it shares, as build/client/page-assets.json lists them (the same files
// `.size-limit.mjs` budgets). Each script's gzip size is shared out among its sources by the bytes the hidden
// source maps (build/sourcemaps) give each of them; sources are grouped by package (node_modules) or by feature
// folder (src/client/features/<f>, …), or listed one by one with --files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const root = new URL('../../build', import.meta.url).pathname;
const PAGES = ['page-home', 'page-category', 'page-product', 'page-cart', 'page-checkout'];
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
const byFile = args.includes('--files');
const pages = args.filter((a) => !a.startsWith('--'));
const manifest = JSON.parse(readFileSync(join(root, 'client/page-assets.json'), 'utf8'));
const scriptsOf = (chunk) => (manifest[chunk] ?? []).filter((file) => file.endsWith('.js'));

/** A source's group: its package, or its folder under src (two levels below src/client, one elsewhere). */
function groupOf(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = path.split('node_modules/').at(-1);
  if (inPackage !== path)
    return inPackage
      .split('/')
      .slice(0, inPackage.startsWith('@') ? 2 : 1)
      .join('/');
  if (byFile) return path;
  const parts = path.split('/');
  return parts
    .slice(0, parts[1] === 'client' && ['features', 'lib', 'components'].includes(parts[2]) ? 4 : 3)
    .join('/');
}

/** Gzip bytes of one script shared out among its sources' groups. */
const cache = new Map();
function sharesOf(file) {
  if (cache.has(file)) return cache.get(file);
  const code = readFileSync(join(root, 'client/static', file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(
    JSON.parse(readFileSync(join(root, 'sourcemaps', `${file}.map`), 'utf8')),
  ).eachMapping((m) => mappings.push(m));
  const bytes = new Map();
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end =
      next?.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1].length;
    const group = m.source ? groupOf(m.source) : '(webpack glue)';
    bytes.set(group, (bytes.get(group) ?? 0) + end - m.generatedColumn);
  });
  const shares = { gzip, groups: [...bytes].map(([group, b]) => [group, (b * gzip) / code.length]) };
  cache.set(file, shares);
  return shares;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
for (const page of pages.length ? pages : PAGES) {
  const files = [...new Set([...scriptsOf('main'), ...scriptsOf(page)])];
  const groups = new Map();
  let total = 0;
  for (const file of files) {
    const { gzip, groups: shares } = sharesOf(file);
    total += gzip;
    for (const [group, b] of shares) groups.set(group, (groups.get(group) ?? 0) + b);
  }
  console.log(`\n${page}: ${kb(total)} KB gzip in ${files.length} scripts (${files.join(' ')})`);
  for (const [group, b] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${kb(b)}  ${group}`);
}
