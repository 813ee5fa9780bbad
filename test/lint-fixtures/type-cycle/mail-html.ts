// The other half: it needs only the type of the facts, from the file that imports it.
import type { MailFacts } from './mail';

export const mailHtml = (facts: MailFacts): string => `<h1>${facts.subject}</h1>`;
