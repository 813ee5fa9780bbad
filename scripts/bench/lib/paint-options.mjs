import { readOptions } from './options.mjs';

// Options of `npm run bench:first-paint`: flags (`--runs=5`) win over environment variables (BENCH_RUNS=5).
const DEFAULTS = {
  runs: 3, // browser and Lighthouse runs per page and mode, interleaved; the tables give their medians
  requests: 50, // measured sequential requests per page kind and mode for the render time
  warmup: 10, // requests per page kind and mode before those (JIT, caches)
};
const ENV = { runs: 'BENCH_RUNS', requests: 'BENCH_REQUESTS', warmup: 'BENCH_WARMUP' };

const USAGE = `npm run bench:first-paint [-- --runs=3 --requests=50 --warmup=10]
Environment variables BENCH_RUNS, BENCH_REQUESTS and BENCH_WARMUP set the same options.`;

export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const options = readOptions({ defaults: DEFAULTS, env: ENV, usage: USAGE }, argv, env);
  for (const key of Object.keys(DEFAULTS)) {
    const n = Number(options[key]);
    if (!Number.isInteger(n) || n < (key === 'warmup' ? 0 : 1))
      throw new Error(
        `--${key} must be a whole number${key === 'warmup' ? '' : ' >= 1'}, not ${options[key]}`,
      );
    options[key] = n;
  }
  return options;
}
