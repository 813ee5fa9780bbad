import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to tell the client's address (X-Forwarded-For): none
 * (`false`), the last `n` hops (a number), or the proxies at these addresses/ranges. Fastify's `trustProxy`
 * takes each as it is.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (under Fastify's trustProxy) knows for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

/**
 * TRUST_PROXY: `false`/`0`/unset, a hop count (`1` = one proxy, such as a load balancer, in front), or a comma
 * list of proxy addresses and CIDR ranges. `true` is refused: it trusts every hop, so the client's own
 * leftmost X-Forwarded-For entry would become its address, and every per-address limit could be dodged.
 * Returns the value, or a problem to report.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (['', 'false', 'no', '0'].includes(text)) return { value: false };
  if (['true', 'yes'].includes(text)) {
    return {
      problem:
        `TRUST_PROXY=${text} would trust every X-Forwarded-For hop, so clients could pick their own address: ` +
        'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? { value: hops }
      : { problem: `TRUST_PROXY must be a hop count from 0 to ${MAX_HOPS} (got "${text}")` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length) {
    return {
      problem:
        'TRUST_PROXY must be false, a hop count (1, 2, …) or a comma list of proxy addresses or CIDR ranges ' +
        `(not ${bad.map((entry) => `"${entry}"`).join(', ')})`,
    };
  }
  return { value: entries };
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
