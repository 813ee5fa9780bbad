import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may use the development tools (the mailbox, sandbox payment approvals): a client on the shop's own
 * machine, or anyone who shows the token printed at boot. Mails hold customers' names and addresses, and an
 * approval marks an order paid with no money moving, so neither is for whoever can reach the port.
 */
export interface DevToolsAccess {
  /** The token that opens the tools to other machines; printed at boot, never stored. */
  token: string;
}

export const DEV_TOOLS_COOKIE = 'caseback_dev_tools';
export const DEV_TOOLS_HEADER = 'x-dev-tools-token';
export const UNLOCK_PATH = '/dev/unlock';

export const newDevToolsToken = (): string => randomBytes(24).toString('base64url');

const isLoopbackAddress = (address: string): boolean => {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
};

/** `1.2.3.4:80` -> `1.2.3.4`, `[::1]:80` -> `::1`; a bare IPv6 address is left alone. */
const withoutPort = (address: string): string =>
  /^\[(.*)\](:\d+)?$/.exec(address)?.[1] ?? address.replace(/^([\d.]+):\d+$/, '$1');

/** Every address a forwarding header names (X-Forwarded-For, X-Real-IP, Forwarded's `for=`). */
function forwardedAddresses(request: FastifyRequest): string[] | null {
  const { headers } = request;
  const raw = [headers['x-forwarded-for'], headers['x-real-ip'], headers.forwarded]
    .flat()
    .filter((v): v is string => typeof v === 'string');
  if (!raw.length) return [];
  const out: string[] = [];
  for (const value of raw) {
    for (const part of value.split(',')) {
      const forMatch = /for="?([^";]+)"?/i.exec(part);
      const address = withoutPort((forMatch ? forMatch[1]! : part).trim());
      if (!address) return null;
      out.push(address);
    }
  }
  return out;
}

/** A Host a browser on this machine sends: a name that only loopback answers to (not a DNS-rebound name). */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  // A Host with a port: `localhost:3000`, `[::1]:3000` (IPv6 in a Host is always bracketed).
  const name = (/^\[(.*)\](:\d+)?$/.exec(host)?.[1] ?? host.replace(/:\d+$/, '')).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * A client on this machine: the socket's peer is loopback (never an address the client wrote), any forwarding
 * header names loopback only (a proxy on this machine forwarding a visitor from elsewhere adds the visitor's
 * address, whatever TRUST_PROXY says), and the Host is a loopback name, so a page on another site that rebinds
 * its DNS name to 127.0.0.1 does not count as this machine.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? request.socket?.remoteAddress;
  if (!peer || !isLoopbackAddress(peer)) return false;
  const forwarded = forwardedAddresses(request);
  if (!forwarded || !forwarded.every(isLoopbackAddress)) return false;
  return isLoopbackHost(request.headers.host);
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string | undefined, expected: string) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));

/** The token in the tools' cookie or header matches this boot's. */
export function carriesDevToolsToken(request: FastifyRequest, access: DevToolsAccess | undefined): boolean {
  if (!access) return false;
  const header = request.headers[DEV_TOOLS_HEADER];
  return (
    sameToken(request.cookies?.[DEV_TOOLS_COOKIE], access.token) ||
    sameToken(typeof header === 'string' ? header : undefined, access.token)
  );
}

export const mayUseDevTools = (request: FastifyRequest, access: DevToolsAccess | undefined): boolean =>
  isLoopbackClient(request) || carriesDevToolsToken(request, access);

/**
 * `GET /dev/unlock?token=…` (the link printed at boot): the right token sets the tools' cookie (httpOnly,
 * strict) and goes to the mailbox; anything else answers 403. The token leaves the address bar at once.
 */
export function registerDevToolsUnlock(
  app: FastifyInstance,
  access: DevToolsAccess | undefined,
  secure: boolean,
  refused: (reply: FastifyReply) => unknown,
): void {
  app.get<{ Querystring: { token?: string } }>(UNLOCK_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    if (!access || !sameToken(token, access.token)) return refused(reply);
    reply.setCookie(DEV_TOOLS_COOKIE, access.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
    return reply.header('Cache-Control', 'no-store').redirect('/dev/mailbox', 303);
  });
}
