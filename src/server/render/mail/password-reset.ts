import { BRAND } from '../../../../config/stores';
import { escapeHtml, htmlDocument } from '../html';
import type { PasswordResetFacts } from '../../domain/password-reset/reset-facts';

/** The HTML version: the shared mail layout, one dark button to the new-password page, every value escaped. */
export function passwordResetMailHtml(subject: string, f: PasswordResetFacts): string {
  const url = escapeHtml(f.url);
  return htmlDocument(
    subject,
    `<p class="muted">${escapeHtml(BRAND.name)}</p>
<h1>Set a new password</h1>
<p>Dear ${escapeHtml(f.firstname)},</p>
<p>We received a request to reset the password of your ${escapeHtml(BRAND.name)} account. Choose a new one
within the next ${escapeHtml(f.validForMinutes)} minutes; the link works once.</p>
<div class="actions"><a class="button button--primary" href="${url}">Set a new password</a></div>
<p class="muted">If the button does not open, copy this address into your browser:<br>${url}</p>
<p class="muted">If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  );
}
