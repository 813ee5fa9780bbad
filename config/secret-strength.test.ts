import { randomBytes } from 'node:crypto';
import { estimatedBits, urlPassword, weakSecretReason } from './secret-strength';

describe('weak secrets', () => {
  it('takes random tokens of every usual alphabet', () => {
    for (let i = 0; i < 200; i++) {
      expect(weakSecretReason(randomBytes(24).toString('base64url'))).toBeNull();
      expect(weakSecretReason(randomBytes(16).toString('hex'))).toBeNull();
    }
  });

  it('estimates entropy from the value itself', () => {
    expect(estimatedBits('aaaaaaaa')).toBe(0);
    expect(estimatedBits('abcdefgh')).toBe(24);
  });

  it('reads the password of a URL, decoded', () => {
    expect(urlPassword('smtp://user:p%40ss@host')).toBe('p@ss');
    expect(urlPassword('smtp://user@host')).toBeUndefined();
    expect(urlPassword('not a url')).toBeUndefined();
  });
});
