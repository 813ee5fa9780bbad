import { sanitizeHtml } from '../../lib/sanitizeHtml';

/** The only markup an html menu entry may keep (the server builds it from escaped text; this is the second wall). */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'a', 'h3', 'ul', 'li'],
  ALLOWED_ATTR: ['href'],
};

export const sanitizeMenuHtml = (html: string): string => sanitizeHtml(html, ALLOWED);
