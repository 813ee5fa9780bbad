import type { Queryable } from '../../db/types';

/** A file sent with a mail (the return label's PDF), kept in `mail_outbox_attachment` beside its mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/**
 * How a mail leaves the shop: written to the `mail_outbox` table in the caller's transaction, so a mail exists
 * exactly when what caused it was committed. The development mailbox page (GET /dev/mailbox) shows the
 * outbox; with SMTP_URL set, the relay in smtp-relay.ts delivers it and marks each mail sent — see README.md.
 */
export interface MailTransport {
  send(mail: Mail): Promise<{ id: number }>;
}

export function outboxTransport(q: Queryable): MailTransport {
  return {
    async send(mail) {
      const { rows } = await q.query<{ id: number }>(
        `insert into mail_outbox (to_address, subject, html, text) values ($1, $2, $3, $4) returning id`,
        [mail.to, mail.subject, mail.html, mail.text],
      );
      const id = rows[0]!.id;
      for (const file of mail.attachments ?? []) {
        await q.query(
          `insert into mail_outbox_attachment (mail_id, filename, content_type, content) values ($1, $2, $3, $4)`,
          [id, file.filename, file.contentType, file.content],
        );
      }
      return { id };
    },
  };
}

/** A mail's attachments in the order they were written (the relay sends them, the mailbox lists them). */
export async function loadAttachments(
  q: Queryable,
  mailId: number,
): Promise<(MailAttachment & { id: number })[]> {
  const { rows } = await q.query<{ id: number; filename: string; content_type: string; content: Uint8Array }>(
    `select id, filename, content_type, content from mail_outbox_attachment where mail_id = $1 order by id`,
    [mailId],
  );
  return rows.map((r) => ({
    id: r.id,
    filename: r.filename,
    contentType: r.content_type,
    content: new Uint8Array(r.content),
  }));
}
