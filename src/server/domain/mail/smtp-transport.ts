import nodemailer from 'nodemailer';
import type { SendMail } from './smtp-relay';

export interface SmtpSender {
  send: SendMail;
  /** Closes any connection still open (the relay's scheduler calls it when the app closes). */
  close(): void;
}

/** Long enough for a slow relay host, short enough that one dead server does not stall a run for minutes. */
const TIMEOUT_MS = 15_000;

/**
 * The relay's `send` over SMTP: `smtp://user:pass@host:port` (STARTTLS when the server offers it) or
 * `smtps://…` (TLS from the start). Every mail carries its HTML and its text version.
 */
export function smtpSender(url: string, from: string, timeoutMs = TIMEOUT_MS): SmtpSender {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
