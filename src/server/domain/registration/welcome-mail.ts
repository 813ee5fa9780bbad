import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { sectionsMailHtml } from '../../render/mail/sections';
import type { Mail } from '../mail/transport';
import type { MailSection } from '../reservation/mail-section';

export interface WelcomeFacts {
  email: string;
  firstname: string;
  lastname: string;
  storeCode: string;
  /** The shop's public origin when configured, so the link works from a mail client. */
  publicUrl: string | undefined;
}

export const welcomeMailSubject = () => `Welcome to ${BRAND.name}`;

/** The welcome mail of a new account (Magento's 'Welcome to …' mail), written to the outbox on registration. */
export function welcomeMail(f: WelcomeFacts): Mail {
  const signIn = `${f.publicUrl?.replace(/\/+$/, '') ?? ''}${storePaths.signIn(f.storeCode)}`;
  const subject = welcomeMailSubject();
  const sections: MailSection[] = [
    {
      lines: [
        `Dear ${f.firstname} ${f.lastname},`,
        `welcome to ${BRAND.name}. Your account is ready: follow your orders, keep your addresses and register your watches.`,
      ],
    },
    { heading: 'To sign in', lines: [`Use ${f.email} and the password you chose at ${signIn}`] },
  ];
  const text = sections.map((s) => [...(s.heading ? [s.heading] : []), ...s.lines].join('\n')).join('\n\n');
  return { to: f.email, subject, html: sectionsMailHtml(subject, sections), text };
}
