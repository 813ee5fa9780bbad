import { readCookie } from '../lib/cookies';

/** The analytics client id from the `_ga` cookie (`GA1.1.123.456` -> `123.456`); null before the tag sets it. */
export function parseGaClientId(cookieValue: string | null): string | null {
  const match = cookieValue?.match(/^GA\d+\.\d+\.(\d+\.\d+)$/);
  return match?.[1] ?? null;
}

export const readClientId = (): string | null => parseGaClientId(readCookie('_ga'));
