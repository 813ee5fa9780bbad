import { isAbsolute, resolve } from 'node:path';
import { urlPassword, weakSecretReason } from './secret-strength';
import { parseMapTiles, type MapTiles } from './map-tiles';
import { DEFAULT_VISITOR_COUNTRY_HEADER } from './popups';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The server's environment, validated once at boot so that a typo fails with a message, not a stack trace. */
export interface ServerEnv {
  port: number;
  /** The interface to listen on: loopback unless HOST says otherwise, so a demo is not open to the network. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: 'production' | 'development' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Validate every response against the contract (on outside production). */
  validateResponses: boolean;
  /** Mark cookies Secure: on when served over https (behind a TLS-terminating proxy). */
  secureCookies: boolean;
  /** Behind reverse proxies: how many hops (or which proxy addresses) of X-Forwarded-For to trust. */
  trustProxy: TrustProxy;
  gtmContainerId: string | null;
  /** The store locator's map tiles (MAP_TILE_URL); null draws the bundled basemap (config/map-tiles.ts). */
  mapTiles: MapTiles | null;
  /**
   * The tag loader's URL (the server-side tracking host's `gtm.js`; `?id={container}` is appended). A path on
   * this shop (`/dev/tag-manager.js`, the local stand-in) or an https URL. Loaded only after analytics consent.
   */
  tagManagerScriptUrl: string;
  /** A third-party chat provider's script (https). Unset: the built-in client advisor chat. */
  chatScriptUrl: string | null;
  /** Serve /dev/mailbox (the outbox of the default mail transport). Off in production unless asked for. */
  devMailbox: boolean;
  /**
   * Let the sandbox payment page approve a payment (mark an order paid with no money moving). On outside
   * production; `npm start` turns it on for the demo. Decline and cancel are the shopper's own and always there.
   */
  sandboxApprovals: boolean;
  /** Extra generated watches added by the seed on first start (benchmarks). */
  seedExtraProducts: number;
  /** When set, a relay sends the mail outbox through this SMTP server (smtp:// or smtps://, credentials inline). */
  smtpUrl: string | undefined;
  /** The From of every mail the relay sends. */
  mailFrom: string;
  /** The shop's public origin, for links and images in mails (back-in-stock alerts). */
  publicUrl: string;
  /**
   * The ERP integration's bearer token (PUT /rest/V1/caseback-erp/stock-items/{sku}). Unset: the server uses the
   * one in `$DATA_DIR/erp-token`, written (mode 0600) at first boot — see erpTokenPath.
   */
  erpToken: string | undefined;
  /**
   * The boutiques' bearer token (POST /rest/V1/caseback-boutique/reservations/{id}/{decision}). Unset: the one
   * in `$DATA_DIR/boutique-token`, written (mode 0600) at first boot — see boutiqueTokenPath.
   */
  boutiqueToken: string | undefined;
  /** Leading zero bits the captcha's proof of work asks for (about 2^n hashes in the shopper's browser). */
  captchaDifficulty: number;
  /** Server processes sharing the port (node:cluster); above 1 only on PostgreSQL (PGlite is one process). */
  workers: number;
  /**
   * Render public pages on the server (build/ssr/render.js) and hydrate them in the browser. Off: every page is
   * the shell and the browser renders it alone (the client-only mode, for development or comparison).
   */
  serverRendering: boolean;
  /**
   * Keep rendered pages in memory by URL until the catalogue, the stock or a minute moves them (production
   * only: elsewhere a rebuilt renderer must show at once). Off: every page is rendered for its answer (the
   * first-paint benchmark measures render times so).
   */
  pageCache: boolean;
  /**
   * The offline service worker (README "Offline and updates"). Off: /sw.js answers a worker that empties the
   * shop's caches and unregisters itself, for browsers that installed one; build with SERVICE_WORKER=false too,
   * so that pages stop registering it.
   */
  serviceWorker: boolean;
  /** SESSION_IDLE_DAYS and SESSION_MAX_DAYS. */
  sessionLifetime: SessionLifetime;
  /** The request header a CDN or proxy tells the visitor's country in (lower case), for the country pop-in. */
  visitorCountryHeader: string;
}

/** How long a session lives: `idleDays` without a request, and `maxDays` at most from when it was stored. */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

/**
 * Two weeks without a visit keeps a cart across a shopper's weekends of thinking it over; a month at most bounds
 * what a stolen cookie is worth, however often it is used.
 */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleDays: 14, maxDays: 30 };

/** Where the generated ERP token lives when ERP_TOKEN is not set (the `npm run stock` command reads it too). */
export const erpTokenPath = (dataDir: string): string => resolve(dataDir, 'erp-token');
/** Where the generated boutique token lives when BOUTIQUE_TOKEN is not set. */
export const boutiqueTokenPath = (dataDir: string): string => resolve(dataDir, 'boutique-token');
/** Long enough not to be guessed, printable, no spaces: it travels in an Authorization header. */
export const ERP_TOKEN_PATTERN = /^[\x21-\x7e]{24,256}$/;

/** Relative to the working directory, as every command of the project runs from the repository root. */
export const DEFAULT_DATA_DIR = './var';
/** Loopback only: reaching the shop from another machine is a decision (HOST=0.0.0.0), not a default. */
export const DEFAULT_HOST = '127.0.0.1';
/** Where the tag loader comes from when TAG_MANAGER_SCRIPT_URL does not say. */
export const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const DEFAULT_MAIL_FROM = 'Maison Aurèle <orders@maison-aurele.example>';

/** 16 bits take a browser about a second; tests ask for little work so that they stay fast. */
export const defaultCaptchaDifficulty = (nodeEnv: ServerEnv['nodeEnv']): number =>
  nodeEnv === 'test' ? 4 : 16;

/**
 * scrypt's cost N for new password hashes: 2^15 (32 MiB, about 100 ms a hash) is what makes offline guessing
 * costly. Tests hash and verify throwaway passwords hundreds of times, so under NODE_ENV=test it is 2^10. A hash
 * records its own parameters, so every hash verifies whatever the current cost.
 */
export const passwordHashCost = (nodeEnv: ServerEnv['nodeEnv']): number =>
  nodeEnv === 'test' ? 2 ** 10 : 2 ** 15;

const NODE_ENVS = ['production', 'development', 'test'] as const;

/** NODE_ENV (default development), or undefined when it is none of the three (parseEnv reports that). */
export const nodeEnvOf = (env: NodeJS.ProcessEnv): ServerEnv['nodeEnv'] | undefined =>
  NODE_ENVS.find((v) => v === (env.NODE_ENV ?? 'development'));

export class EnvError extends Error {}

/**
 * NODE_ENV=production without the demo tools (development mailbox, sandbox approvals) is the real shop: every
 * secret it is given must be a real one, so weak secrets stop the boot.
 */
export const isProductionStart = (env: Pick<ServerEnv, 'nodeEnv' | 'devMailbox' | 'sandboxApprovals'>) =>
  env.nodeEnv === 'production' && !env.devMailbox && !env.sandboxApprovals;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function parseEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerEnv {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const trustProxy = (): TrustProxy => {
    const parsed = parseTrustProxy(env.TRUST_PROXY);
    if ('problem' in parsed) problems.push(parsed.problem);
    return 'value' in parsed ? parsed.value : false;
  };

  const nodeEnv = nodeEnvOf(env);
  if (!nodeEnv) problems.push(`NODE_ENV must be production, development or test (got "${env.NODE_ENV}")`);

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const logLevelRaw = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel = LOG_LEVELS.find((l) => l === logLevelRaw);
  if (!logLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);
  const gtm = env.GTM_CONTAINER_ID || null;
  if (gtm && !/^GTM-[A-Z0-9]{4,10}$/.test(gtm)) problems.push('GTM_CONTAINER_ID must look like GTM-XXXXXXX');
  const mapTiles = parseMapTiles(env);
  if ('problem' in mapTiles) problems.push(mapTiles.problem);
  const tagManagerScriptUrl = env.TAG_MANAGER_SCRIPT_URL || DEFAULT_TAG_MANAGER_SCRIPT_URL;
  if (!isScriptUrl(tagManagerScriptUrl, true)) {
    problems.push('TAG_MANAGER_SCRIPT_URL must be an https URL or a path on this shop (/...)');
  }
  const chatScriptUrl = env.CHAT_SCRIPT_URL || null;
  if (chatScriptUrl && !isScriptUrl(chatScriptUrl, false))
    problems.push('CHAT_SCRIPT_URL must be an https URL');
  const host = env.HOST || DEFAULT_HOST;
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !isSmtpUrl(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:port)');
  }
  const mailFrom = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  // A line break here would let the value write its own headers into every mail.
  if (/[\r\n]/.test(mailFrom) || !mailFrom.includes('@')) {
    problems.push('MAIL_FROM must be one address, e.g. Shop <orders@example.com>');
  }

  const port = int('PORT', 3000, 0, 65535);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpOrigin(publicUrl)) {
    problems.push('PUBLIC_URL must be an http(s) URL without query or hash, e.g. https://shop.example');
  }
  const erpToken = env.ERP_TOKEN || undefined;
  if (erpToken && !ERP_TOKEN_PATTERN.test(erpToken)) {
    problems.push('ERP_TOKEN must be 24 to 256 printable characters without spaces');
  }
  const boutiqueToken = env.BOUTIQUE_TOKEN || undefined;
  if (boutiqueToken && !ERP_TOKEN_PATTERN.test(boutiqueToken)) {
    problems.push('BOUTIQUE_TOKEN must be 24 to 256 printable characters without spaces');
  }

  const production = (nodeEnv ?? 'development') === 'production';
  const devMailbox = bool('DEV_MAILBOX', !production);
  const sandboxApprovals = bool('SANDBOX_APPROVALS', !production);
  if (isProductionStart({ nodeEnv: nodeEnv ?? 'development', devMailbox, sandboxApprovals })) {
    const secrets: [string, string | undefined][] = [
      ['ERP_TOKEN', erpToken],
      ['the password in SMTP_URL', smtpUrl && urlPassword(smtpUrl)],
      ['the password in DATABASE_URL', databaseUrl && urlPassword(databaseUrl)],
    ];
    for (const [name, value] of secrets) {
      const reason = value ? weakSecretReason(value) : null;
      if (reason) problems.push(`${name} ${reason}: a production start needs a strong, random secret`);
    }
  }
  const workers = int('WORKERS', 1, 1, 64);
  if (workers > 1 && !databaseUrl) {
    problems.push(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite) is opened by one process only`,
    );
  }

  const visitorCountryHeader = (env.VISITOR_COUNTRY_HEADER || DEFAULT_VISITOR_COUNTRY_HEADER).toLowerCase();
  // An HTTP header name (RFC 9110 token): anything else could never arrive.
  if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(visitorCountryHeader)) {
    problems.push('VISITOR_COUNTRY_HEADER must be a header name, e.g. CF-IPCountry or X-Country-Code');
  }

  const parsed: ServerEnv = {
    port,
    host,
    dataDir: resolvePath(env.DATA_DIR || DEFAULT_DATA_DIR, cwd),
    databaseUrl,
    nodeEnv: nodeEnv ?? 'development',
    logLevel: logLevel ?? 'info',
    validateResponses: bool('VALIDATE_RESPONSES', (nodeEnv ?? 'development') !== 'production'),
    secureCookies: bool('SECURE_COOKIES', false),
    trustProxy: trustProxy(),
    gtmContainerId: gtm,
    mapTiles: 'value' in mapTiles ? mapTiles.value : null,
    tagManagerScriptUrl,
    chatScriptUrl,
    devMailbox,
    sandboxApprovals,
    seedExtraProducts: int('SEED_EXTRA_PRODUCTS', 0, 0, 200000),
    smtpUrl,
    mailFrom,
    publicUrl,
    erpToken,
    boutiqueToken,
    captchaDifficulty: int('CAPTCHA_DIFFICULTY', defaultCaptchaDifficulty(nodeEnv ?? 'development'), 1, 32),
    workers,
    serverRendering: bool('SERVER_RENDERING', true),
    pageCache: bool('PAGE_CACHE', true),
    serviceWorker: bool('SERVICE_WORKER', true),
    sessionLifetime: {
      idleDays: int('SESSION_IDLE_DAYS', DEFAULT_SESSION_LIFETIME.idleDays, 1, 365),
      maxDays: int('SESSION_MAX_DAYS', DEFAULT_SESSION_LIFETIME.maxDays, 1, 365),
    },
    visitorCountryHeader,
  };
  if (parsed.sessionLifetime.idleDays > parsed.sessionLifetime.maxDays) {
    problems.push('SESSION_IDLE_DAYS must not exceed SESSION_MAX_DAYS');
  }
  if (problems.length) {
    throw new EnvError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return parsed;
}

function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An https script without query or hash, or (`localPath`) a path on this shop. */
function isScriptUrl(raw: string, localPath: boolean): boolean {
  if (localPath && /^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/.test(raw)) return true;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname !== '' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

function isHttpOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

function resolvePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
