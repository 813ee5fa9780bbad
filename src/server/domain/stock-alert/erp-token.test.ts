import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from '../../test-utils/test-db';
import { carriesErpToken, resolveErpToken, sharedErpToken } from './erp-token';

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

describe('sharedErpToken', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ seeded: false });
  });
  afterAll(() => t.close());

  it('prefers ERP_TOKEN on either database', async () => {
    const token = 'from-the-environment-0123456789';
    expect(await sharedErpToken(t.db, dir, token)).toEqual({ token, source: 'ERP_TOKEN' });
  });

  if (process.env.TEST_DATABASE_URL) {
    it('gives every process on one PostgreSQL the token of the first, copied into each DATA_DIR', async () => {
      // The first process brings the token its DATA_DIR already had (an upgrade keeps the ERP's credential).
      const first = join(dir, 'first');
      const kept = resolveErpToken(first, undefined).token;
      expect(await sharedErpToken(t.db, first, undefined)).toEqual({
        token: kept,
        source: `the database (copied to ${join(first, 'erp-token')})`,
      });
      // Another machine, whose DATA_DIR has a token of its own: the database's replaces it.
      const second = join(dir, 'second');
      resolveErpToken(second, undefined);
      expect((await sharedErpToken(t.db, second, undefined)).token).toBe(kept);
      expect(readFileSync(join(second, 'erp-token'), 'utf8')).toBe(`${kept}\n`);
      expect(statSync(join(second, 'erp-token')).mode & 0o777).toBe(0o600);
    });
  } else {
    it('keeps the token in DATA_DIR on PGlite, one process per directory', async () => {
      const fromFile = resolveErpToken(dir, undefined);
      expect(await sharedErpToken(t.db, dir, undefined)).toEqual(fromFile);
    });
  }
});
