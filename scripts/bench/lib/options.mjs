// Options of `npm run bench:catalogue`: flags (`--duration=5`) win over environment variables (BENCH_DURATION=5).
const DEFAULTS = {
  duration: 8, // seconds measured per scenario
  warmup: 2, // seconds of load before each measurement (JIT, caches, connection pools)
  connections: 10,
  extra: '20000,200000', // extra watches of each large catalogue, comma-separated; 0 skips them
  fresh: 40, // sequential requests, each with a URL never asked before (new search term, new price range)
  maxLatency: 5, // seconds: a scenario slower than this for one request is not put under load
  store: 'en-int',
  term: 'chronograph',
  basePort: 0, // 0: any free port; otherwise the servers take basePort, basePort+1, basePort+2
};

const ENV = {
  duration: 'BENCH_DURATION',
  warmup: 'BENCH_WARMUP',
  connections: 'BENCH_CONNECTIONS',
  extra: 'BENCH_EXTRA_PRODUCTS',
  fresh: 'BENCH_FRESH',
  maxLatency: 'BENCH_MAX_LATENCY',
  store: 'BENCH_STORE',
  term: 'BENCH_TERM',
  basePort: 'BENCH_PORT',
};

const USAGE = `npm run bench:catalogue [-- --duration=8 --warmup=2 --connections=10 --extra=20000,200000 --fresh=40
                                 --max-latency=5 --store=en-int --term=chronograph --base-port=3104]
Environment variables BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_EXTRA_PRODUCTS, BENCH_MAX_LATENCY,
BENCH_FRESH, BENCH_STORE, BENCH_TERM and BENCH_PORT set the same options.`;

/**
 * A benchmark's options as given, before its own checks: environment variables (`env`: option -> variable name),
 * then flags (`--max-latency=5` sets maxLatency), which win; `--help` prints `usage` and exits.
 */
export function readOptions({ defaults, env: names, usage }, argv, env) {
  const options = { ...defaults };
  for (const [key, name] of Object.entries(names)) if (env[name]) options[key] = env[name];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    const key = match?.[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!match || !(key in defaults)) throw new Error(`Unknown option ${arg}\n${usage}`);
    options[key] = match[2];
  }
  return options;
}

export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const options = readOptions({ defaults: DEFAULTS, env: ENV, usage: USAGE }, argv, env);
  options.extra = String(options.extra)
    .split(',')
    .map((n) => Number(n.trim()));
  if (options.extra.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error(`--extra must be whole numbers separated by commas, not ${options.extra}`);
  options.extra = options.extra.filter((n) => n > 0);
  for (const key of ['duration', 'warmup', 'connections', 'fresh', 'maxLatency', 'basePort']) {
    const n = Number(options[key]);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`--${key} must be a whole number, not ${options[key]}`);
    options[key] = n;
  }
  if (options.duration < 1 || options.connections < 1)
    throw new Error('duration and connections must be >= 1');
  return options;
}
