import type { MailSection } from '../../domain/reservation/mail-section';
import { escapeHtml, htmlDocument } from '../html';

/**
 * The HTML version of a mail made of sections (reservation and appointment mails). Every value is escaped:
 * names, messages and addresses are typed by the shopper.
 */
export function sectionsMailHtml(subject: string, sections: MailSection[], lang = 'en'): string {
  const body = sections
    .map((s) => {
      const heading = s.heading ? `<h2>${escapeHtml(s.heading)}</h2>\n` : '';
      return `${heading}<p>${s.lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('\n');
  return htmlDocument(subject, `<h1>${escapeHtml(subject)}</h1>\n${body}`, lang);
}
