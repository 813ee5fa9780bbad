import path from 'node:path';
import type webpack from 'webpack';

/*
 * ICU's first use, made on a worker thread while the page loads (README: "ICU's first use on a worker"). A
 * renderer's first `Intl` question (react-intl's supported-locale check, a price's NumberFormat) costs 12-20 ms
 * on a desktop core and four times that on a phone-class one: V8 builds its table of ICU's locales, once per renderer
 * process, whichever thread asks first. Asked by a worker, the table is ready when the page's own first
 * question comes (Chromium: that question 1-2 ms after the worker's, against 12-20 ms on a fresh page).
 *
 * The worker is an entry of its own with its runtime inside (a worker cannot load the page's runtime chunk),
 * started by an inline script at the top of the shell (`src/client/index.html`), not by the main script: a
 * worker begins only once the main thread is free, and the main script's evaluation is the page's longest task,
 * which is where the cost would have landed.
 */
const root = path.join(__dirname, '../..');

export const INTL_WARMUP_ENTRY = 'intl-warmup';

/** `runtime: false`: the entry carries its own (empty) runtime instead of sharing the page's runtime chunk. */
export const intlWarmupEntry = {
  [INTL_WARMUP_ENTRY]: {
    import: path.join(root, 'src/client/lib/i18n/intlWarmup.worker.ts'),
    runtime: false as const,
  },
};

/** The shell template's parameters: the worker script's URL (hashed in production). */
export function intlWarmupTemplateParameters(compilation: webpack.Compilation): { intlWarmupUrl: string } {
  const files = compilation.entrypoints.get(INTL_WARMUP_ENTRY)?.getFiles() ?? [];
  const script = files.find((file) => file.endsWith('.js'));
  if (!script) throw new Error(`The ${INTL_WARMUP_ENTRY} entry produced no script.`);
  return { intlWarmupUrl: `${compilation.outputOptions.publicPath as string}${script}` };
}
