#!/usr/bin/env node
// `npm run docs`: the contract as a static, browsable reference (Redoc), written to build/docs/ (or the folder
// given as the first argument). Four files and a licence: index.html, docs.css, docs.js (Redoc's options), Redoc's
// standalone bundle from node_modules (without its one call to a CDN, below), and storefront.json, the bundled contract that `npm run codegen` made
// (its examples are the ones the client's MSW handlers answer with). Nothing is loaded from another host: any
// static web server can serve the folder, and the shop serves it at /docs/ (src/server/routes/api-docs.ts).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const require = createRequire(import.meta.url);

/** What the site is made of, relative to the project's root: a newer one makes scripts/lib/build.mjs rebuild it. */
export const DOCS_SOURCES = [
  'scripts/docs',
  'src/common/contract/storefront.gen.json',
  'node_modules/redoc/package.json',
];

/**
 * Redoc's sidebar credit ('API docs by Redocly') shows Redocly's logo from their CDN: the one thing in the bundle
 * that reaches another host. The credit stays, as text; the image element goes. Written against redoc 2.5.2's
 * minified bundle (the version is pinned): a bundle without exactly this code fails the build rather than ship a
 * page that calls out.
 */
const CDN_LOGO =
  'e?n.createElement("img",{alt:"redocly logo",onError:()=>t(!1),src:"https://cdn.redoc.ly/redoc/logo-mini.svg"}):null';

export function withoutCdnLogo(bundle) {
  const parts = bundle.split(CDN_LOGO);
  if (parts.length !== 2) {
    throw new Error(
      `redoc.standalone.js: expected Redocly's CDN logo once, found it ${parts.length - 1} times`,
    );
  }
  const patched = parts.join('null');
  if (/cdn\.redoc\.ly/.test(patched)) throw new Error('redoc.standalone.js still names cdn.redoc.ly');
  return patched;
}

export function buildDocs(outDir = join(root, 'build/docs')) {
  mkdirSync(outDir, { recursive: true });
  const redoc = dirname(require.resolve('redoc/bundles/redoc.standalone.js'));
  const bundle = readFileSync(join(redoc, 'redoc.standalone.js'), 'utf8');
  writeFileSync(join(outDir, 'redoc.standalone.js'), withoutCdnLogo(bundle));
  copyFileSync(
    join(redoc, 'redoc.standalone.js.LICENSE.txt'),
    join(outDir, 'redoc.standalone.js.LICENSE.txt'),
  );
  for (const file of ['docs.css', 'docs.js']) copyFileSync(join(here, 'site', file), join(outDir, file));
  const contract = JSON.parse(readFileSync(join(root, 'src/common/contract/storefront.gen.json'), 'utf8'));
  writeFileSync(join(outDir, 'storefront.json'), JSON.stringify(contract));
  // Last, so that a build stopped halfway has no index.html and counts as not built (scripts/lib/build.mjs).
  copyFileSync(join(here, 'site', 'index.html'), join(outDir, 'index.html'));
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = buildDocs(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`API reference written to ${outDir}/index.html`);
}
