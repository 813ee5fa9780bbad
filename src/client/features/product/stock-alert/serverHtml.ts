import { sanitizeHtml } from '../../../lib/sanitizeHtml';

/** The only markup a server message may keep: short inline text, paragraphs and plain links. */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'span', 'a'],
  ALLOWED_ATTR: ['href'],
};

/** Spec 8 shows the server's html when the status is nok: sanitised first, as any markup from the network. */
export const sanitizeServerHtml = (html: string): string => sanitizeHtml(html, ALLOWED);
