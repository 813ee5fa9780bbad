import type { Queryable } from '../../db/types';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

export interface OutboxMail extends OutboxEntry {
  html: string;
  text: string;
}

/** The newest mails first: the development mailbox is for "did my order mail go out?". */
export async function listOutbox(q: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await q.query<{ id: number; to_address: string; subject: string; created_at: Date }>(
    `select id, to_address, subject, created_at from mail_outbox order by created_at desc, id desc limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function findOutboxMail(q: Queryable, id: number): Promise<OutboxMail | null> {
  const { rows } = await q.query<{
    id: number;
    to_address: string;
    subject: string;
    html: string;
    text: string;
    created_at: Date;
  }>(`select id, to_address, subject, html, text, created_at from mail_outbox where id = $1`, [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    html: r.html,
    text: r.text,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
