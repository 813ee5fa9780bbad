import type { Queryable } from '../../db/types';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
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
      return { id: rows[0]!.id };
    },
  };
}
