#!/usr/bin/env node
// `npm run e2e`: build if needed, start the reference server on a temporary DATA_DIR, find Chromium, and run
// the browser journeys (jest project "e2e"). With E2E_BASE_URL set, it runs against that server instead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, root } from '../../scripts/lib/build.mjs';
import { findOrInstallBrowser } from '../../scripts/lib/browser.mjs';
import { freePort, startServer } from '../../scripts/lib/server-process.mjs';

const browser = findOrInstallBrowser();
const scratch = mkdtempSync(join(tmpdir(), 'caseback-e2e-'));
let server;
let status = 1;
try {
  let baseUrl = process.env.E2E_BASE_URL;
  const dataDir = join(scratch, 'data');
  if (!baseUrl) {
    ensureBuilt();
    server = await startServer({ dataDir, port: await freePort() });
    baseUrl = server.url;
  }
  const result = spawnSync(
    join(root, 'node_modules/.bin/jest'),
    ['--selectProjects', 'e2e', '--runInBand', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: dataDir,
        PUPPETEER_EXECUTABLE_PATH: browser,
        TMPDIR: scratch,
      },
    },
  );
  status = result.status ?? 1;
} catch (err) {
  console.error(err.message);
} finally {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
