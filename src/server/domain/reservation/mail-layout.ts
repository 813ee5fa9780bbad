import { sectionsMailHtml } from '../../render/mail/sections';
import type { Mail } from '../mail/transport';
import type { MailSection } from './mail-section';

export type { MailSection } from './mail-section';

/**
 * The text and HTML versions of a mail from the same sections, so they never say different things; `lang` is
 * the language the sections are written in (the store's).
 */
export function composeMail(to: string, subject: string, sections: MailSection[], lang = 'en'): Mail {
  const text = sections.map((s) => [...(s.heading ? [s.heading] : []), ...s.lines].join('\n')).join('\n\n');
  return { to, subject, text, html: sectionsMailHtml(subject, sections, lang) };
}

/** A product as one line: 'Heritage Chronograph — Midnight blue, 40 mm'. */
export const productTitle = (p: { name: string; options: string }): string =>
  p.options ? `${p.name} — ${p.options}` : p.name;
