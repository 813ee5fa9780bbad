/**
 * A redirect target from a server answer, kept only when it stays on this site: a path starting with one
 * slash (not `//host`, which the browser reads as another origin).
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (!target) return null;
  if (typeof window !== 'undefined' && target.startsWith(window.location.origin + '/')) {
    return target.slice(window.location.origin.length);
  }
  return /^\/(?![/\\])/.test(target) ? target : null;
}
