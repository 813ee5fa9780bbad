// `npm run stock -- set SKU QTY`: changes a product's stock the way an ERP feed would, through the running
// shop's ERP operation (PUT /rest/V1/caseback-erp/stock-items/{sku}). Not a database write: with the embedded
// database only the server process may open the data directory, and the server must hear about the change
// (back-in-stock mails, caches).
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, erpTokenPath } from '../config/env';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
const MAX_QTY = 1_000_000;
const TIMEOUT_MS = 10_000;

const USAGE = `Usage: npm run stock -- set SKU QTY [--base-url URL]

Sets the stock of one variation or simple product on a running shop, as the ERP feed does. Taking a sold-out
product above 0 e-mails everyone who asked to be told (back-in-stock alerts).

  --base-url URL   the shop (default http://127.0.0.1:$PORT, PORT defaulting to 3000)
  --help           print this help

The token is ERP_TOKEN, or the one the server wrote to $DATA_DIR/erp-token (DATA_DIR defaulting to ./var).`;

class CommandError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Command {
  sku: string;
  qty: number;
  baseUrl: string;
}

function parseCommand(argv: string[], env: NodeJS.ProcessEnv): Command | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'base-url': { type: 'string' }, help: { type: 'boolean', default: false } },
    });
  } catch (err) {
    // Duck-typed: under jest, node's errors come from another realm than this file's Error.
    const message = (err as { message?: unknown } | null)?.message;
    throw new CommandError(typeof message === 'string' ? message : String(err), EXIT.usage);
  }
  if (parsed.values.help) return 'help';
  const [verb, sku, qtyText, ...rest] = parsed.positionals;
  if (verb !== 'set' || !sku || qtyText === undefined || rest.length) {
    throw new CommandError('Expected: set SKU QTY', EXIT.usage);
  }
  const qty = Number(qtyText);
  if (!/^\d+$/.test(qtyText) || qty > MAX_QTY) {
    throw new CommandError(`QTY must be a whole number from 0 to ${MAX_QTY} (got "${qtyText}")`, EXIT.usage);
  }
  const baseUrl = (parsed.values['base-url'] ?? `http://127.0.0.1:${env.PORT || '3000'}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new CommandError(`--base-url must be an http(s) URL (got "${baseUrl}")`, EXIT.usage);
  }
  return { sku, qty, baseUrl };
}

/** ERP_TOKEN, else the file the server wrote at first boot in the same DATA_DIR. */
function findToken(env: NodeJS.ProcessEnv, cwd: string): string {
  if (env.ERP_TOKEN) return env.ERP_TOKEN;
  const dataDir = env.DATA_DIR || DEFAULT_DATA_DIR;
  const path = erpTokenPath(isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir));
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    throw new CommandError(
      `No ERP token: set ERP_TOKEN, or start the shop once with this DATA_DIR so that it writes ${path}`,
      EXIT.failed,
    );
  }
}

function networkReason(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message) return cause.message;
  return err instanceof Error ? err.message : String(err);
}

async function setStock(command: Command, token: string): Promise<string> {
  const url = `${command.baseUrl}/rest/V1/caseback-erp/stock-items/${encodeURIComponent(command.sku)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ qty: command.qty }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new CommandError(
      `Cannot reach the shop at ${command.baseUrl} (${networkReason(err)}). Is it running? Start it with npm start, or pass --base-url.`,
      EXIT.failed,
    );
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: reported below with the status.
  }
  const message = typeof body.message === 'string' ? body.message : text.slice(0, 200);
  if (response.status === 200) {
    const notified = Number(body.notified);
    const mails = notified === 1 ? '1 back-in-stock mail queued' : `${notified} back-in-stock mails queued`;
    return `${String(body.sku)}: qty ${String(body.qty)} (${body.is_in_stock ? 'in stock' : 'out of stock'}), ${mails}`;
  }
  if (response.status === 401) {
    throw new CommandError(`The shop refused the ERP token (401): ${message}`, EXIT.failed);
  }
  if (response.status === 404) throw new CommandError(`Unknown SKU ${command.sku}: ${message}`, EXIT.failed);
  throw new CommandError(`The shop answered ${response.status}: ${message}`, EXIT.failed);
}

export async function main(
  argv: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<number> {
  try {
    const command = parseCommand(argv, env);
    if (command === 'help') {
      io.out(USAGE);
      return EXIT.ok;
    }
    io.out(await setStock(command, findToken(env, cwd)));
    return EXIT.ok;
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    io.err(err.code === EXIT.usage ? `${err.message}\n\n${USAGE}` : err.message);
    return err.code;
  }
}

if (require.main === module) {
  main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(
        `stock crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exitCode = EXIT.failed;
    },
  );
}
