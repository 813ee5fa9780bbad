import { COOKIE } from '../../../../src/common/cookie-names';
import type { Mutation, Planted } from '../plant';
import { SIGN_IN } from './scenario-sets';

/** Client addresses one mailbox's sign-in limit answered 429 to (the mutation that then locks them out). */
const limitedAddresses = new Set<string>();

/** Behaviour: the session cookie on sign-in, and the limits on failed sign-ins. */
export const SESSION_AND_SIGN_IN_MUTATIONS: Mutation[] = [
  {
    name: 'keeps the session token on sign-in',
    only: SIGN_IN,
    signedIn: true,
    send(at, payload) {
      if (at.operationId === 'loginCustomer') withoutSetCookie(at, (c) => c.startsWith(`${COOKIE.session}=`));
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /^rule session-rotated: / },
  },
  {
    name: 'sets the session cookie without HttpOnly',
    only: SIGN_IN,
    send(at, payload) {
      rewriteSetCookie(at, (c) => (c.startsWith(`${COOKIE.session}=`) ? c.replace(/; HttpOnly/i, '') : c));
      return payload;
    },
    caughtBy: {
      operationId: 'loadCustomerSections',
      problem: /^rule session-cookie: caseback_session set without HttpOnly$/,
    },
  },
  {
    name: 'never limits failed sign-ins',
    only: SIGN_IN,
    beforeHandler: forgetSignInCounters('login:%'),
    caughtBy: { operationId: 'loginCustomer', problem: /^status 200 instead of 403$/ },
  },
  {
    name: 'answers the sign-in limit without Retry-After',
    only: SIGN_IN,
    send(at, payload) {
      if (at.operationId === 'loginCustomer' && at.reply.statusCode === 429)
        at.reply.removeHeader('retry-after');
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /Retry-After/ },
  },
  {
    name: 'never answers 429 to one mailbox’s attempts from one address',
    only: SIGN_IN,
    beforeHandler: forgetSignInCounters('login:ip-account:%'),
    caughtBy: { operationId: 'loginCustomer', problem: /^status 403 instead of 429$/ },
  },
  {
    name: 'locks every customer of an address out once one mailbox is limited',
    only: SIGN_IN,
    signedIn: true,
    async beforeHandler(at) {
      if (at.operationId !== 'loginCustomer' || !limitedAddresses.has(at.request.ip)) return;
      await at.db.query("update rate_limit set hits = 1000000 where bucket = 'login:ip:' || $1", [
        at.request.ip,
      ]);
    },
    send(at, payload) {
      if (at.operationId === 'loginCustomer' && at.reply.statusCode === 429)
        limitedAddresses.add(at.request.ip);
      return payload;
    },
    caughtBy: { operationId: 'loginCustomer', problem: /^status 429 instead of 200$/ },
  },
];

/** A sign-in that forgets, before it counts, the limiter's counters whose bucket is `like` the pattern. */
function forgetSignInCounters(pattern: string): Mutation['beforeHandler'] {
  return async (at) => {
    if (at.operationId === 'loginCustomer')
      await at.db.query('delete from rate_limit where bucket like $1', [pattern]);
  };
}

function setCookies(at: Planted): string[] {
  const value = at.reply.getHeader('set-cookie');
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
}

function rewriteSetCookie(at: Planted, change: (cookie: string) => string): void {
  const cookies = setCookies(at);
  if (!cookies.length) return;
  at.reply.removeHeader('set-cookie');
  at.reply.header('set-cookie', cookies.map(change));
}

function withoutSetCookie(at: Planted, drop: (cookie: string) => boolean): void {
  const kept = setCookies(at).filter((c) => !drop(c));
  at.reply.removeHeader('set-cookie');
  if (kept.length) at.reply.header('set-cookie', kept);
}
