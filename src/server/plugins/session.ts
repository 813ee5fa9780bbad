import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '../../common/cookie-names';
import type { Queryable } from '../db/types';
import { newSession, openSession } from '../domain/session/session-store';
import type { Session, SessionLifetime } from '../domain/session/session-types';

export interface SessionCookies {
  secure: boolean;
  lifetime: SessionLifetime;
}

const memo = new WeakMap<FastifyRequest, Promise<Session>>();

/**
 * The request's session. A browser without a live one gets a new signed token and its form key as cookies,
 * but no row: anonymous reads (pages, section loads) write nothing; the session is stored by `storeSession`
 * when it first holds something. Memoised per request.
 */
export function ensureSession(
  db: Queryable,
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  let pending = memo.get(request);
  if (!pending) {
    pending = (async () => {
      const token = request.cookies[COOKIE.session];
      const existing = token ? await openSession(db, token, cookies.lifetime) : null;
      if (existing) {
        // A browser that lost (or holds an older) form key cookie gets its session's again.
        if (request.cookies[COOKIE.formKey] !== existing.formKey) {
          setFormKeyCookie(reply, cookies, existing.formKey);
        }
        return existing;
      }
      const created = await newSession(db);
      setSessionCookies(reply, cookies, created.token, created.session);
      return created.session;
    })();
    memo.set(request, pending);
  }
  return pending;
}

/** The browser keeps both cookies for the absolute lifetime; the server decides when a session has ended. */
const maxAgeOf = (cookies: SessionCookies) => cookies.lifetime.maxDays * 24 * 3600;

export function setSessionCookies(
  reply: FastifyReply,
  cookies: SessionCookies,
  token: string,
  session: Session,
): void {
  reply.setCookie(COOKIE.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge: maxAgeOf(cookies),
  });
  setFormKeyCookie(reply, cookies, session.formKey);
}

// Readable by scripts on purpose: posts echo it back, which a cross-site form cannot do.
function setFormKeyCookie(reply: FastifyReply, cookies: SessionCookies, formKey: string): void {
  reply.setCookie(COOKIE.formKey, formKey, {
    path: '/',
    sameSite: 'strict',
    secure: cookies.secure,
    maxAge: maxAgeOf(cookies),
  });
}

/** Cookies read (and then cleared) by the client: never httpOnly. */
export function setClientCookie(
  reply: FastifyReply,
  cookies: SessionCookies,
  name: string,
  value: string,
): void {
  reply.setCookie(name, value, { path: '/', sameSite: 'lax', secure: cookies.secure, maxAge: 3600 });
}
