import { escapeHtml, htmlDocument } from '../html';
import type { OutboxDelivery, OutboxEntry, OutboxMail } from '../../domain/mail/mailbox';
import { MAX_ATTEMPTS } from '../../domain/mail/smtp-relay';

/** Plain text (escaped by the caller): sent, waiting, retrying after an error, or given up. */
export function deliveryState(d: OutboxDelivery): string {
  if (d.sentAt) return `Sent ${d.sentAt}`;
  if (d.attempts === 0) return 'Not sent (waiting for the SMTP relay)';
  const tries = `${d.attempts} failed attempt${d.attempts === 1 ? '' : 's'}`;
  if (d.attempts >= MAX_ATTEMPTS) return `Not sent: gave up after ${tries}`;
  return `Not sent: ${tries}, next at ${d.nextAttemptAt}`;
}

const lastError = (d: OutboxDelivery) =>
  d.lastError ? `<br><span class="muted">${escapeHtml(d.lastError)}</span>` : '';

/** GET /dev/mailbox: every mail the shop has written, newest first. */
export function renderMailboxList(mails: OutboxEntry[]): string {
  const rows = mails
    .map(
      (m) => `<tr>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td>
<td>${escapeHtml(m.to)}</td>
<td class="muted">${escapeHtml(m.createdAt)}</td>
<td>${escapeHtml(deliveryState(m))}${lastError(m)}</td>
</tr>`,
    )
    .join('\n');
  const body = mails.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>Written</th><th>Delivery</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">No mail has been written yet.</p>';
  return htmlDocument(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="muted">Mails the shop would send. This page is on outside production, or with DEV_MAILBOX=true.</p>
${body}`,
  );
}

/**
 * GET /dev/mailbox/:id. The mail's HTML is shown in a sandboxed frame (no scripts, its own origin), so even
 * a mail that carried markup could not reach this page; the text version is shown too.
 */
export function renderMailboxMail(mail: OutboxMail): string {
  return htmlDocument(
    mail.subject,
    `<p><a href="/dev/mailbox">← All mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p class="muted">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
<p>${escapeHtml(deliveryState(mail))}${lastError(mail)}</p>
${attachmentList(mail)}
<iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text version</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  );
}

/** The mail's files, each a download link (`/dev/mailbox/{mail}/attachments/{id}`). */
function attachmentList(mail: OutboxMail): string {
  if (!mail.attachments.length) return '';
  const items = mail.attachments
    .map(
      (a) =>
        `<li><a href="/dev/mailbox/${mail.id}/attachments/${a.id}" download>${escapeHtml(a.filename)}</a> ` +
        `<span class="muted">${escapeHtml(a.contentType)}, ${Math.ceil(a.size / 1024)} KB</span></li>`,
    )
    .join('');
  return `<h2>Attachments</h2><ul>${items}</ul>`;
}

export function renderMailboxMessage(title: string, message: string): string {
  return htmlDocument(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
