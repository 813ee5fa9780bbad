import { createHash } from 'node:crypto';

/**
 * A weak entity tag of a page's content. Weak: each answer carries its own CSP nonce, so two answers with
 * this tag differ in those bytes (and in their encoding) while showing the same page.
 */
export const pageEtag = (content: string): string =>
  `W/"${createHash('sha1').update(content).digest('base64url')}"`;

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for this header), or is `*`. */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}
