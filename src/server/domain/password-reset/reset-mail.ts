import { BRAND } from '../../../../config/stores';
import { storePaths } from '../../../common/store-paths';
import { passwordResetMailHtml } from '../../render/mail/password-reset';
import type { Mail } from '../mail/transport';
import type { PasswordResetFacts } from './reset-facts';

export interface PasswordResetMailInput {
  to: string;
  firstname: string;
  token: string;
  storeCode: string;
  /** The shop's public origin (PUBLIC_URL). */
  publicUrl: string;
  lifetimeS: number;
}

export const passwordResetMailSubject = () => `Reset your ${BRAND.name} password`;

function passwordResetText(f: PasswordResetFacts): string {
  return [
    `Dear ${f.firstname},`,
    '',
    `We received a request to reset the password of your ${BRAND.name} account. Choose a new one within the next ${f.validForMinutes} minutes; the link works once:`,
    '',
    f.url,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
}

/** The reset link's mail, written in the transaction that stores the link. */
export function passwordResetMail(input: PasswordResetMailInput): Mail {
  const facts: PasswordResetFacts = {
    firstname: input.firstname,
    url: input.publicUrl + storePaths.createPassword(input.storeCode, input.token),
    validForMinutes: Math.round(input.lifetimeS / 60),
  };
  const subject = passwordResetMailSubject();
  return {
    to: input.to,
    subject,
    html: passwordResetMailHtml(subject, facts),
    text: passwordResetText(facts),
  };
}
