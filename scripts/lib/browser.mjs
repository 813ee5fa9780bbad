// Finds a Chromium for the browser journeys, installing Debian's package when possible. Never skips silently:
// without a browser it fails and says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findBrowser() {
  const fromEnv = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`PUPPETEER_EXECUTABLE_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function findOrInstallBrowser() {
  const found = findBrowser();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium (apt-get install -y chromium)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findBrowser();
    if (installed) return installed;
  }
  throw new Error(
    'The browser journeys need Chromium and none was found.\n' +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set PUPPETEER_EXECUTABLE_PATH to a Chrome/Chromium binary.',
  );
}

/** The flags every journey's Chromium runs with (headless on a shared CI machine, nothing fetched from outside). */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * One Chromium for all the journeys: launched here, its DevTools endpoint handed to the jest workers (each
 * journey connects, works in browser contexts of its own and disconnects), killed by `stop()`. This process
 * lets go of its own connection at once, so that it never holds the browser's messages while jest runs.
 */
export async function launchSharedBrowser(executablePath) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath, headless: true, args: BROWSER_ARGS });
  const wsEndpoint = browser.wsEndpoint();
  const child = browser.process();
  await browser.disconnect();
  return {
    wsEndpoint,
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
