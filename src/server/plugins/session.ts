import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '../../common/cookie-names';
import type { Queryable } from '../db/types';
import { createSession, findSession, SESSION_TTL_DAYS } from '../domain/session/session-store';
import type { Session } from '../domain/session/session-types';

export interface SessionCookies {
  secure: boolean;
}

const memo = new WeakMap<FastifyRequest, Promise<Session>>();

/** The request's session, created (with its cookies) when the browser has none. Memoised per request. */
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
      const existing = token ? await findSession(db, token) : null;
      if (existing) return existing;
      const created = await createSession(db);
      setSessionCookies(reply, cookies, created.token, created.session);
      return created.session;
    })();
    memo.set(request, pending);
  }
  return pending;
}

export function setSessionCookies(
  reply: FastifyReply,
  cookies: SessionCookies,
  token: string,
  session: Session,
): void {
  const maxAge = SESSION_TTL_DAYS * 24 * 3600;
  reply.setCookie(COOKIE.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookies.secure,
    maxAge,
  });
  // Readable by scripts on purpose: posts echo it back, which a cross-site form cannot do.
  reply.setCookie(COOKIE.formKey, session.formKey, {
    path: '/',
    sameSite: 'strict',
    secure: cookies.secure,
    maxAge,
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
