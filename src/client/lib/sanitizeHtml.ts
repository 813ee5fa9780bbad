import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { onServer } from './onServer';

/**
 * DOMPurify needs a DOM: the browser's, or on the server the one the renderer hands in at start (jsdom, see
 * src/server/render/ssr/page-renderer.ts), so server-rendered markup is sanitised by the same rules as the
 * browser's, and the two renders agree.
 */
let purifier = onServer ? null : DOMPurify;

export function setSanitizingDom(domWindow: WindowLike): void {
  purifier = DOMPurify(domWindow);
}

/** Markup from the network, reduced to what `allowed` keeps (tags, attributes). */
export function sanitizeHtml(html: string, allowed: Pick<Config, 'ALLOWED_TAGS' | 'ALLOWED_ATTR'>): string {
  if (!purifier)
    throw new Error('No DOM to sanitise HTML with: the server renderer must call setSanitizingDom');
  return purifier.sanitize(html, { ...allowed, RETURN_TRUSTED_TYPE: false });
}
