#!/usr/bin/env node
// `npm run e2e`: build if needed, start the reference server on a temporary DATA_DIR and one Chromium, and run
// the browser journeys (jest project "e2e") in their two groups at once (scripts/lib/journeys.mjs). Files or
// jest options given (`npm run e2e -- test/e2e/popups.e2e.ts`) run in one jest process instead. With
// E2E_BASE_URL set, it runs against that server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../../scripts/lib/build.mjs';
import { findOrInstallBrowser, launchSharedBrowser } from '../../scripts/lib/browser.mjs';
import { journeyFilesByGroup, runJourneys } from '../../scripts/lib/journeys.mjs';
import { freePort, startServer } from '../../scripts/lib/server-process.mjs';

const browser = findOrInstallBrowser();
const scratch = mkdtempSync(join(tmpdir(), 'caseback-e2e-'));
let server;
let chromium;
let status = 1;
try {
  let baseUrl = process.env.E2E_BASE_URL;
  const dataDir = join(scratch, 'data');
  if (!baseUrl) {
    await ensureBuilt();
    server = await startServer({ dataDir, port: await freePort() });
    baseUrl = server.url;
  }
  chromium = await launchSharedBrowser(browser);
  const env = {
    E2E_BASE_URL: baseUrl,
    E2E_DATA_DIR: dataDir,
    E2E_BROWSER_WS_ENDPOINT: chromium.wsEndpoint,
    TMPDIR: scratch,
  };
  const asked = process.argv.slice(2);
  const groups = asked.length ? [{ name: 'journeys', files: asked }] : journeyFilesByGroup();
  const codes = await Promise.all(groups.map((group) => runJourneys({ ...group, env })));
  status = codes.every((code) => code === 0) ? 0 : 1;
} catch (err) {
  console.error(err.message);
} finally {
  await chromium?.stop();
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
