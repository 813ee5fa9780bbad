import type { Queryable } from '../../db/types';

/** Where a mail is on its way out (the SMTP relay writes it; without SMTP every mail stays unsent). */
export interface OutboxDelivery {
  sentAt: string | null;
  /** Failed attempts so far. */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
}

export interface OutboxEntry extends OutboxDelivery {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

export interface OutboxMail extends OutboxEntry {
  html: string;
  text: string;
  /** The files sent with it (name, type, size), each downloadable from the mailbox. */
  attachments: { id: number; filename: string; contentType: string; size: number }[];
}

interface EntryRow {
  id: number;
  to_address: string;
  subject: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
}

const ENTRY_COLUMNS = 'id, to_address, subject, created_at, sent_at, attempts, last_error, next_attempt_at';
const iso = (value: Date | string) => new Date(value).toISOString();

function toEntry(r: EntryRow): OutboxEntry {
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    createdAt: iso(r.created_at),
    sentAt: r.sent_at === null ? null : iso(r.sent_at),
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: iso(r.next_attempt_at),
  };
}

/** The newest mails first: the development mailbox is for "did my order mail go out?". */
export async function listOutbox(q: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await q.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from mail_outbox order by created_at desc, id desc limit $1`,
    [limit],
  );
  return rows.map(toEntry);
}

export async function findOutboxMail(q: Queryable, id: number): Promise<OutboxMail | null> {
  const { rows } = await q.query<EntryRow & { html: string; text: string }>(
    `select ${ENTRY_COLUMNS}, html, text from mail_outbox where id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const files = await q.query<{ id: number; filename: string; content_type: string; size: number }>(
    `select id, filename, content_type, octet_length(content) as size from mail_outbox_attachment
      where mail_id = $1 order by id`,
    [id],
  );
  const attachments = files.rows.map((f) => ({
    id: f.id,
    filename: f.filename,
    contentType: f.content_type,
    size: Number(f.size),
  }));
  return { ...toEntry(r), html: r.html, text: r.text, attachments };
}

/** One attachment of one mail, for the mailbox's download link. */
export async function findOutboxAttachment(
  q: Queryable,
  mailId: number,
  attachmentId: number,
): Promise<{ filename: string; contentType: string; content: Uint8Array } | null> {
  const { rows } = await q.query<{ filename: string; content_type: string; content: Uint8Array }>(
    `select filename, content_type, content from mail_outbox_attachment where mail_id = $1 and id = $2`,
    [mailId, attachmentId],
  );
  const r = rows[0];
  return r ? { filename: r.filename, contentType: r.content_type, content: new Uint8Array(r.content) } : null;
}
