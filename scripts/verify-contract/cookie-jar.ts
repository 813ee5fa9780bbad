interface StoredCookie {
  value: string;
  path: string;
  secure: boolean;
  /** Epoch ms; null for a session cookie. */
  expiresAt: number | null;
}

/**
 * The browser's cookie store for one origin: enough of RFC 6265 for what a storefront API does with cookies
 * (replace, expire via Max-Age/Expires, Path scoping, Secure only over https). Domain is ignored because the
 * verifier only ever talks to the one host it was given.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly secureTransport: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores the `Set-Cookie` headers of a response to `requestPath`. */
  store(setCookies: readonly string[], requestPath: string): void {
    for (const header of setCookies) this.storeOne(header, requestPath);
  }

  /** The `Cookie` header for a request to `path`, or null when no cookie applies. */
  header(path: string): string | null {
    const pairs: string[] = [];
    for (const [name, cookie] of this.live()) {
      if (pathMatches(path, cookie.path) && (this.secureTransport || !cookie.secure)) {
        pairs.push(`${name}=${cookie.value}`);
      }
    }
    return pairs.length ? pairs.join('; ') : null;
  }

  get(name: string): string | undefined {
    return this.live().find(([key]) => key === name)?.[1].value;
  }

  private live(): [string, StoredCookie][] {
    const now = this.now();
    return [...this.cookies].filter(([, c]) => c.expiresAt === null || c.expiresAt > now);
  }

  private storeOne(header: string, requestPath: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const cookie: StoredCookie = {
      value: pair.slice(eq + 1).trim(),
      path: defaultPath(requestPath),
      secure: false,
      expiresAt: null,
    };
    let maxAgeSeen = false;
    for (const attribute of attributes) {
      const [rawKey = '', ...rest] = attribute.split('=');
      const key = rawKey.trim().toLowerCase();
      const value = rest.join('=').trim();
      if (key === 'path' && value.startsWith('/')) cookie.path = value;
      else if (key === 'secure') cookie.secure = true;
      else if (key === 'max-age' && /^-?\d+$/.test(value)) {
        // Max-Age wins over Expires whatever their order.
        maxAgeSeen = true;
        cookie.expiresAt = this.now() + Number(value) * 1000;
      } else if (key === 'expires' && !maxAgeSeen) {
        const at = Date.parse(value);
        if (!Number.isNaN(at)) cookie.expiresAt = at;
      }
    }
    // Insecure transport cannot set a Secure cookie, as in browsers.
    if (cookie.secure && !this.secureTransport) return;
    this.cookies.set(name, cookie);
  }
}

function defaultPath(requestPath: string): string {
  const slash = requestPath.lastIndexOf('/');
  return slash <= 0 ? '/' : requestPath.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
