import { createHash } from 'node:crypto';

/**
 * A contract answer already turned into its JSON bytes, with the entity tag of those bytes. A handler returns
 * it instead of the plain value when the answer may be kept by a browser or a CDN (the catalogue reads): the
 * router sends `json` as is, answers 304 to a matching `If-None-Match`, and in development and tests still
 * validates `value` against the contract. A cached answer (the product document) is serialised and hashed
 * once, not per request.
 *
 * The tag hashes the bytes, so every process holding the same answer gives the same tag, and different
 * answers never share one (a tag from a counter would repeat after a restart). It is weak (`W/`) because the
 * compression plugin sends other bytes for the same answer (RFC 9110 8.8.1).
 */
export class SerializedJson<T> {
  private constructor(
    readonly value: T,
    readonly json: string,
    readonly etag: string,
  ) {}

  static of<T>(value: T): SerializedJson<T> {
    const json = JSON.stringify(value);
    return new SerializedJson(value, json, `W/"${createHash('sha1').update(json).digest('base64url')}"`);
  }

  /** Whether an `If-None-Match` request header names this answer (`*`, or one of its tags, weakly compared). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = this.etag.slice(2);
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
    });
  }
}
