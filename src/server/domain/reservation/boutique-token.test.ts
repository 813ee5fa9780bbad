import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveBoutiqueToken } from './boutique-token';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'boutique-token-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveBoutiqueToken', () => {
  it('writes its own random token (mode 0600) on first boot and reads it afterwards', () => {
    const first = resolveBoutiqueToken(dir, undefined);
    const path = join(dir, 'boutique-token');
    expect(first).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), source: path });
    expect(readFileSync(path, 'utf8')).toBe(`${first.token}\n`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveBoutiqueToken(dir, undefined)).toEqual(first);
  });

  it('prefers BOUTIQUE_TOKEN and then writes nothing', () => {
    const token = 'from-the-environment-0123456789';
    expect(resolveBoutiqueToken(dir, token)).toEqual({ token, source: 'BOUTIQUE_TOKEN' });
    expect(() => statSync(join(dir, 'boutique-token'))).toThrow();
  });
});
