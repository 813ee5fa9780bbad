import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CookieOptions {
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
  }
}

// Names and values we set are tokens; anything else in a browser's cookie header is kept but never trusted.
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!NAME.test(name) || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`Invalid cookie name ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite)
    parts.push(`SameSite=${options.sameSite[0]!.toUpperCase()}${options.sameSite.slice(1)}`);
  return parts.join('; ');
}

/**
 * Request cookies parsed once per request. `reply.setCookie` sets one Set-Cookie header per cookie name: a later
 * call for the same name replaces the earlier one (sign-in sets the session, then rotates it).
 */
export function registerCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.cookies = parseCookieHeader(request.headers.cookie);
  });
  app.decorateReply(
    'setCookie',
    function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
      const existing = this.getHeader('set-cookie');
      const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
      const kept = list.filter((c) => !c.startsWith(`${name}=`));
      // Fastify's header('set-cookie', …) appends to what is there, so the old list has to go first.
      this.removeHeader('set-cookie');
      this.header('set-cookie', [...kept, serializeCookie(name, value, options)]);
      return this;
    },
  );
}
