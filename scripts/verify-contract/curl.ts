import type { SentRequest } from './types';

/** Headers whose values are secrets of the run: shown as placeholders, never as sent. */
const SECRET_HEADERS = new Set(['cookie', 'authorization']);

/**
 * The request as a report may show it: cookie values become `<name>` placeholders (the names say which session
 * cookie the server needs) and an Authorization header keeps its scheme only (`Bearer <token>`).
 */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (!SECRET_HEADERS.has(key)) shown[key] = value;
    else if (key === 'cookie')
      shown[key] = value
        .split(/;\s*/)
        .map((pair) => pair.split('=')[0])
        .map((cookie) => `${cookie}=<${cookie}>`)
        .join('; ');
    else shown[key] = `${value.split(' ')[0] ?? 'Bearer'} <token>`;
  }
  return shown;
}

/** A JSON body with every password-like property's value replaced by `<password>` (sign-in sends a real one). */
export function redactBody(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), (key, value: unknown) =>
      /password/i.test(key) && typeof value === 'string' ? '<password>' : value,
    );
  } catch {
    return json;
  }
}

/** A `curl` command that repeats the request (with the placeholders to fill in for cookies and tokens). */
export function curlCommand(request: SentRequest): string {
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}

/** POSIX shell single quotes: only `'` itself needs care. */
function quote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
