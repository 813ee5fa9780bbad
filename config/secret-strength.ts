/**
 * Whether a secret the server is given (a bearer token, a password inside a URL) is too weak to run a shop
 * with: a value from this repository's docs and tests, a repeated or sequential pattern, a common word, or too
 * little entropy. A production start refuses such values (config/env.ts); demo and test starts take them.
 */

/** Values that appear in this repository, its docs and tests: public, so never a secret. */
const KNOWN_DEMO_VALUES = new Set([
  'erp-test-token-0123456789abcdef',
  'erp_0123456789abcdefghijkl',
  's3cret',
  'pass',
  'password',
  'secret',
  'changeme',
  'caseback-demo-1',
]);

/** Words that make a guessable secret (6+ letters, so that a random token almost never holds one by chance). */
const WEAK_WORDS = ['password', 'passwort', 'changeme', 'secret', 'example', 'caseback', 'letmein', 'qwerty'];

/** A secret shorter than this is refused whatever it holds. */
export const MIN_SECRET_LENGTH = 12;
/** The least estimated entropy, in bits: a 12-character random password of letters and digits has about 43. */
export const MIN_SECRET_BITS = 40;

/**
 * Entropy estimated from the value itself: its length times the Shannon entropy of its own characters. It
 * underrates long random values a little and sees through `aaaa…` and `abab…`; sequences are caught separately.
 */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return length * perChar;
}

/** `abcdef…`, `123456…`, `zyxw…`: most neighbours one code point apart. */
function isSequential(value: string): boolean {
  let steps = 0;
  for (let i = 1; i < value.length; i++) {
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) steps++;
  }
  return steps >= (value.length - 1) / 2;
}

/** The same few characters again and again (`abcabcabc…`). */
const isRepeated = (value: string): boolean => /^(.{1,8})\1+$/s.test(value);

/** Why `value` is a weak secret (a phrase for the boot message), or null when it may be used. */
export function weakSecretReason(value: string): string | null {
  const lower = value.toLowerCase();
  if (KNOWN_DEMO_VALUES.has(lower)) return 'is a demo value published with the shop';
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  const word = WEAK_WORDS.find((w) => lower.includes(w));
  if (word) return `contains the word "${word}"`;
  if (isRepeated(value) || isSequential(value)) return 'is a repeated or sequential pattern';
  if (estimatedBits(value) < MIN_SECRET_BITS) return `has too little entropy (under ${MIN_SECRET_BITS} bits)`;
  return null;
}

/** The password of a URL's credentials (`scheme://user:password@host`), decoded; undefined when it has none. */
export function urlPassword(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    return undefined;
  }
}
