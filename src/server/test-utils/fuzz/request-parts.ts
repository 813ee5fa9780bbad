import type { InjectOptions } from 'fastify';

/** One fuzz request before it is encoded: what goes where, in the contract's terms. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** Header parameters of the contract, and transport headers a case changes (content type). */
  headers: Record<string, string>;
  body?: BodyPart;
}

export type BodyPart =
  /** A value encoded as the media type says (JSON, or urlencoded fields). */
  | { kind: 'value'; mediaType: string; value: unknown }
  /** Bytes sent as they are, with this content type (none when null). */
  | { kind: 'raw'; contentType: string | null; payload: string };

const HIGH = /[\ud800-\udbff]/;
const LOW = /[\udc00-\udfff]/;

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) becomes the bytes a careless client
 * sends for it (its 3-byte "WTF-8" form), so the server meets invalid UTF-8 in URLs and forms as well.
 */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text[i]!;
    const next = text[i + 1] ?? '';
    if (HIGH.test(unit) && LOW.test(next)) {
      out += encodeURIComponent(unit + next);
      i++;
    } else if (HIGH.test(unit) || LOW.test(unit)) {
      const code = unit.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(unit);
    }
  }
  return out;
}

/** `/rest/{store_code}/V1/x` with its parameters encoded into it. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeText(values[name] ?? ''));
}

function encodeQuery(query: RequestParts['query']): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${encodeText(name)}=${encodeText(v)}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function encodeForm(value: unknown): string {
  if (typeof value !== 'object' || value === null) return encodeText(String(value));
  return Object.entries(value)
    .flatMap(([name, field]) =>
      (Array.isArray(field) ? field : [field]).map(
        (v) => `${encodeText(name)}=${encodeText(typeof v === 'string' ? v : JSON.stringify(v))}`,
      ),
    )
    .join('&');
}

function encodeBody(body: BodyPart): { payload: string; contentType: string | null } {
  if (body.kind === 'raw') return { payload: body.payload, contentType: body.contentType };
  const form = body.mediaType === 'application/x-www-form-urlencoded';
  return {
    payload: form ? encodeForm(body.value) : JSON.stringify(body.value),
    contentType: body.mediaType,
  };
}

/** The request light-my-request sends for these parts. */
export function toInject(
  method: string,
  openApiPath: string,
  parts: RequestParts,
  transport: { headers: Record<string, string>; remoteAddress: string },
): InjectOptions {
  const encoded = parts.body ? encodeBody(parts.body) : null;
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url: fillPath(openApiPath, parts.path) + encodeQuery(parts.query),
    remoteAddress: transport.remoteAddress,
    headers: {
      ...transport.headers,
      ...(encoded?.contentType ? { 'content-type': encoded.contentType } : {}),
      ...parts.headers,
    },
    ...(encoded ? { payload: encoded.payload } : {}),
  };
}
