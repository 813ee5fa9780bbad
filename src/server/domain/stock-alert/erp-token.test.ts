import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carriesErpToken, resolveErpToken } from './erp-token';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'erp-token-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveErpToken', () => {
  it('writes a random token only its owner can read on first boot, and reads the same one afterwards', () => {
    const dataDir = join(dir, 'var');
    const first = resolveErpToken(dataDir, undefined);
    const path = join(dataDir, 'erp-token');
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), source: path });
    expect(readFileSync(path, 'utf8')).toBe(`${first.token}\n`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveErpToken(dataDir, undefined)).toEqual(first);
    expect(resolveErpToken(join(dir, 'other'), undefined).token).not.toBe(first.token);
  });

  it('prefers ERP_TOKEN and then writes nothing', () => {
    const token = 'from-the-environment-0123456789';
    expect(resolveErpToken(dir, token)).toEqual({ token, source: 'ERP_TOKEN' });
    expect(() => statSync(join(dir, 'erp-token'))).toThrow();
  });

  it('refuses to start on a file that holds no token, saying what to do', () => {
    writeFileSync(join(dir, 'erp-token'), 'short\n');
    expect(() => resolveErpToken(dir, undefined)).toThrow('delete it to get a new one');
  });
});

describe('carriesErpToken', () => {
  const token = 'the-token-0123456789abcdefgh';

  it('accepts the token as a bearer credential, whatever the case of the scheme', () => {
    expect(carriesErpToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesErpToken(`bearer ${token}`, token)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another token', 'Bearer the-token-0123456789abcdefgX'],
    ['a prefix of the token', `Bearer ${token.slice(0, 10)}`],
    ['the token and more', `Bearer ${token}x`],
    ['another scheme', `Basic ${token}`],
    ['the bare token', token],
  ])('refuses %s', (_label, header) => {
    expect(carriesErpToken(header, token)).toBe(false);
  });

  it('refuses everyone when no token is configured', () => {
    expect(carriesErpToken('Bearer ', undefined)).toBe(false);
    expect(carriesErpToken(`Bearer ${token}`, undefined)).toBe(false);
  });
});
