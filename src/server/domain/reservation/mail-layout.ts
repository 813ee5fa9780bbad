import { escapeHtml, htmlDocument } from '../mail/html';
import type { Mail } from '../mail/transport';

/** One block of a mail: an optional heading and its lines (each line the shopper's or the catalogue's text). */
export interface MailSection {
  heading?: string;
  lines: string[];
}

/**
 * The text and HTML versions of a mail from the same sections, so they never say different things. Every
 * value is escaped in the HTML: names, messages and addresses are typed by the shopper.
 */
export function composeMail(to: string, subject: string, sections: MailSection[]): Mail {
  const text = sections.map((s) => [...(s.heading ? [s.heading] : []), ...s.lines].join('\n')).join('\n\n');
  const body = sections
    .map((s) => {
      const heading = s.heading ? `<h2>${escapeHtml(s.heading)}</h2>\n` : '';
      return `${heading}<p>${s.lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('\n');
  return { to, subject, text, html: htmlDocument(subject, `<h1>${escapeHtml(subject)}</h1>\n${body}`) };
}

/** A product as one line: 'Heritage Chronograph — Midnight blue, 40 mm'. */
export const productTitle = (p: { name: string; options: string }): string =>
  p.options ? `${p.name} — ${p.options}` : p.name;
