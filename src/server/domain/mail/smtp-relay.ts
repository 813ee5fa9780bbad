import type { Database, Queryable } from '../../db/types';
import { loadAttachments, type Mail } from './transport';

/** One outbox row on its way out. */
export interface RelayMail extends Mail {
  id: number;
}

export type SendMail = (mail: RelayMail) => Promise<void>;

export interface RelayOptions {
  /**
   * The relay's clock (tests move it). Without it the database's own clock decides what is due and stamps the
   * outcome: a row written a moment ago carries `now()` in microseconds, and a JavaScript Date of the same
   * millisecond rounds down to before it, which would leave a just-written mail for the next run.
   */
  now?: Date;
  /** At most this many mails per run, so one run stays short and the next one picks up the rest. */
  batchSize?: number;
  /** After this many failed attempts a mail is left in the outbox, unsent, for a person to look at. */
  maxAttempts?: number;
}

export const RELAY_INTERVAL_MS = 10_000;
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const MAX_ERROR_CHARS = 1000;

/** 1 min, 2 min, 4 min … capped at 1 h: a server that is down for a while is not hammered. */
export function backoffMs(previousAttempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** previousAttempts, MAX_BACKOFF_MS);
}

interface DueRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** The relay's clock in SQL: the given instant, or the database's now() when the caller gave none. */
const clock = (param: string) => `coalesce(${param}::timestamptz, now())`;

const DUE_SQL = `select id, to_address, subject, html, text, attempts from mail_outbox
  where sent_at is null and attempts < $1 and next_attempt_at <= ${clock('$2')}
  order by next_attempt_at, id limit $3`;

/**
 * Sends the outbox mails that are due and records the outcome of each. The outbox row was written by the
 * transaction that caused the mail, so a rolled-back order never has one, and a row stays until it is sent.
 * A crash between sending and marking sends that mail again on the next run (at least once, never lost).
 */
export async function relayOutbox(
  db: Database,
  send: SendMail,
  options: RelayOptions = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now?.toISOString() ?? null;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const tally = { sent: 0, failed: 0 };
  const count = (outcome: 'sent' | 'failed') => {
    tally[outcome] += 1;
  };

  if (db.driver === 'pglite') {
    // One connection, one process: nobody else can pick the same rows, and holding a transaction open
    // across SMTP round trips would block every other query of the shop.
    const { rows } = await db.query<DueRow>(DUE_SQL, [maxAttempts, now, batchSize]);
    for (const row of rows) count(await deliver(db, row, send, now));
    return tally;
  }
  // PostgreSQL: each mail is claimed in its own transaction with `skip locked`, so two server processes
  // never send the same mail, and a slow SMTP server holds one row's lock at a time, not a batch's. An empty
  // claim ends the run: it can also mean a row was sent by another process just as this one reached it,
  // and the next run (10 s later) picks up whatever is left.
  for (let i = 0; i < batchSize; i += 1) {
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<DueRow>(`${DUE_SQL} for update skip locked`, [maxAttempts, now, 1]);
      const row = rows[0];
      return row ? deliver(tx, row, send, now) : null;
    });
    if (!outcome) break;
    count(outcome);
  }
  return tally;
}

async function deliver(
  q: Queryable,
  row: DueRow,
  send: SendMail,
  now: string | null,
): Promise<'sent' | 'failed'> {
  try {
    const attachments = await loadAttachments(q, row.id);
    await send({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      html: row.html,
      text: row.text,
      ...(attachments.length && { attachments }),
    });
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_CHARS);
    await q.query(
      `update mail_outbox set attempts = attempts + 1, last_error = $2,
         next_attempt_at = ${clock('$3')} + $4 * interval '1 millisecond' where id = $1`,
      [row.id, message, now, backoffMs(row.attempts)],
    );
    return 'failed';
  }
  await q.query(`update mail_outbox set sent_at = ${clock('$2')}, last_error = null where id = $1`, [
    row.id,
    now,
  ]);
  return 'sent';
}
