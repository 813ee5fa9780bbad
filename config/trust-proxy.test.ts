import { parseEnv } from './env';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, or when off', () => {
    for (const raw of [undefined, '', 'false', 'no', '0'])
      expect(parseTrustProxy(raw)).toEqual({ value: false });
    expect(parseEnv({}).trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a list of proxy addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,2001:db8::/32, loopback')).toEqual({
      value: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback'],
    });
  });

  it('refuses true, which would trust the client-chosen leftmost X-Forwarded-For, and says what to give', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so clients could pick their own address: ' +
        'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  });

  it('names the entries it cannot read', () => {
    expect(parseTrustProxy('10.0.0.0/33, proxy.internal, 192.0.2.1')).toEqual({
      problem:
        'TRUST_PROXY must be false, a hop count (1, 2, …) or a comma list of proxy addresses or CIDR ranges ' +
        '(not "10.0.0.0/33", "proxy.internal")',
    });
    expect(parseTrustProxy('11')).toEqual({
      problem: 'TRUST_PROXY must be a hop count from 0 to 10 (got "11")',
    });
    expect(parseTrustProxy('10.0.0.1,')).toMatchObject({ problem: expect.stringContaining('(not "")') });
  });
});
