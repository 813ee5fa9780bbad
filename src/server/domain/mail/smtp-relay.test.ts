import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test-utils/test-app';
import { decide, guestReadyToPay, newKey, placeGuest } from '../../test-utils/checkout-test-steps';
import { backoffMs, MAX_ATTEMPTS, relayOutbox } from './smtp-relay';
import { smtpSender, type SmtpSender } from './smtp-transport';
import { outboxTransport } from './transport';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives, or refuses every message. */
async function startSmtp(options: { reject?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS with a self-signed certificate for nodemailer to trip over.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) return callback(new Error(options.reject));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface DeliveryRow {
  id: number;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
}

const FROM = 'Maison Aurèle <orders@maison-aurele.example>';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let sender: SmtpSender;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
  sender = smtpSender(smtp.url, FROM, 5000);
});
afterAll(async () => {
  sender.close();
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.query('delete from mail_outbox');
  smtp.received.length = 0;
});

async function insertMail(to: string, subject: string, text: string, html = `<p>${text}</p>`) {
  const { rows } = await t.db.query<{ id: number }>(
    'insert into mail_outbox (to_address, subject, html, text) values ($1, $2, $3, $4) returning id',
    [to, subject, html, text],
  );
  return rows[0]!.id;
}

/**
 * A relay clock for a mail just inserted: the row is due from the database's now(), in microseconds, and a Date
 * taken in the same millisecond rounds down to before it.
 */
const justAfterInsert = () => new Date(Date.now() + 1);

const delivery = async (id: number) =>
  (
    await t.db.query<DeliveryRow>(
      'select id, sent_at, attempts, last_error, next_attempt_at from mail_outbox where id = $1',
      [id],
    )
  ).rows[0]!;

describe('relayOutbox over SMTP', () => {
  it('sends an unsent mail with its recipient, subject, text and HTML, marks it sent, and sends it once', async () => {
    const id = await insertMail('louise.martin@example.com', 'Your watch is ready', 'Collect it on Friday.');
    expect(await relayOutbox(t.db, sender.send)).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('orders@maison-aurele.example');
    expect(mail!.to).toEqual(['louise.martin@example.com']);
    expect(mail!.raw).toMatch(/^To: louise\.martin@example\.com$/m);
    expect(mail!.raw).toMatch(/^Subject: Your watch is ready$/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail!.raw).toContain('Collect it on Friday.');
    expect(mail!.raw).toMatch(/^Content-Type: text\/html/m);
    expect(mail!.raw).toContain('<p>Collect it on Friday.</p>');

    const row = await delivery(id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(0);
    expect(await relayOutbox(t.db, sender.send)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends the attachments written with a mail (the return label PDF)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 a return label');
    const { id } = await outboxTransport(t.db).send({
      to: 'anna.keller@example.com',
      subject: 'Your return label',
      html: '<p>Attached.</p>',
      text: 'Attached.',
      attachments: [{ filename: 'return-label.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(await relayOutbox(t.db, sender.send)).toEqual({ sent: 1, failed: 0 });
    const raw = smtp.received[0]!.raw;
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=return-label\.pdf$/m);
    expect(raw).toContain(Buffer.from(pdf).toString('base64'));
    expect((await delivery(id)).sent_at).not.toBeNull();
  });

  it('relays the confirmation of an approved order and nothing for a declined one', async () => {
    const approved = await guestReadyToPay(t);
    const paid = (await placeGuest(approved.s, approved.cartId, newKey())).json() as { redirect_url: string };
    expect((await decide(t, paid.redirect_url, 'approve')).statusCode).toBe(303);
    const declined = await guestReadyToPay(t);
    const refused = (await placeGuest(declined.s, declined.cartId, newKey())).json() as {
      redirect_url: string;
    };
    expect((await decide(t, refused.redirect_url, 'decline')).statusCode).toBe(303);

    const { rows } = await t.db.query<{ subject: string }>('select subject from mail_outbox');
    expect(rows).toHaveLength(1);
    const orderNumber = /\d{9}/.exec(rows[0]!.subject)![0];
    expect(await relayOutbox(t.db, sender.send)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['louise.martin@example.com']);
    // The subject is non-ASCII (Aurèle), so it travels MIME-encoded; the order number survives as is.
    expect(smtp.received[0]!.raw).toMatch(new RegExp(`^Subject: .*${orderNumber}`, 'm'));
    expect(smtp.received[0]!.raw).toContain(orderNumber);
  });

  it('sends a mail on the run right after it was written, every time (the database clock decides what is due)', async () => {
    // A JavaScript clock read in the same millisecond as the insert would see the row as not yet due.
    for (let n = 1; n <= 25; n += 1) {
      await insertMail(`at-once-${n}@example.com`, `Mail ${n}`, `Body ${n}`);
      expect(await relayOutbox(t.db, sender.send)).toEqual({ sent: 1, failed: 0 });
    }
    expect(smtp.received).toHaveLength(25);
  });

  it('sends at most a batch per run, oldest due first', async () => {
    for (const n of [1, 2, 3]) await insertMail(`n${n}@example.com`, `Mail ${n}`, `Body ${n}`);
    expect(await relayOutbox(t.db, sender.send, { batchSize: 2 })).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0])).toEqual(['n1@example.com', 'n2@example.com']);
    expect(await relayOutbox(t.db, sender.send, { batchSize: 2 })).toEqual({ sent: 1, failed: 0 });
  });

  it('never sends one mail twice when two relays run at once (PostgreSQL: for update skip locked)', async () => {
    if (t.db.driver !== 'postgres') return; // PGlite is one connection in one process: one relay at a time.
    const n = [1, 2, 3, 4, 5, 6];
    for (const k of n) await insertMail(`p${k}@example.com`, `Mail ${k}`, `Body ${k}`);
    const runs = await Promise.all([relayOutbox(t.db, sender.send), relayOutbox(t.db, sender.send)]);
    // A run may stop early when a row it raced for was sent meanwhile (its claim comes back empty); the next
    // run picks up the rest. What matters is that no mail went out twice and none is lost.
    const rest = await relayOutbox(t.db, sender.send);
    expect(runs.concat(rest).reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(n.map((k) => `p${k}@example.com`));
  });
});

describe('relayOutbox when sending fails', () => {
  it('records the attempt, the error and a later retry for a refused message, without marking it sent', async () => {
    const refusing = await startSmtp({ reject: 'Mailbox <full>' });
    const refusingSender = smtpSender(refusing.url, FROM, 5000);
    try {
      const id = await insertMail('louise.martin@example.com', 'Your order', 'Thank you.');
      const now = justAfterInsert();
      expect(await relayOutbox(t.db, refusingSender.send, { now })).toEqual({ sent: 0, failed: 1 });
      const row = await delivery(id);
      expect(row).toMatchObject({ sent_at: null, attempts: 1 });
      expect(row.last_error).toContain('Mailbox <full>');
      expect(new Date(row.next_attempt_at).getTime()).toBe(now.getTime() + 60_000);

      // Not due yet: nothing is tried; once due, it fails again and waits twice as long.
      expect(await relayOutbox(t.db, refusingSender.send, { now })).toEqual({ sent: 0, failed: 0 });
      const later = new Date(now.getTime() + 60_000);
      expect(await relayOutbox(t.db, refusingSender.send, { now: later })).toEqual({ sent: 0, failed: 1 });
      expect(new Date((await delivery(id)).next_attempt_at).getTime()).toBe(later.getTime() + 120_000);

      // The mailbox shows the delivery state, escaped.
      const page = await t.app.inject({ url: `/dev/mailbox/${id}` });
      expect(page.body).toContain('Not sent: 2 failed attempts');
      expect(page.body).toContain('Mailbox &lt;full&gt;');
      expect(page.body).not.toContain('Mailbox <full>');

      // The same mail goes out once the server takes it again, and the error is cleared.
      const retry = new Date(later.getTime() + 120_000);
      expect(await relayOutbox(t.db, sender.send, { now: retry })).toEqual({ sent: 1, failed: 0 });
      expect(await delivery(id)).toMatchObject({ attempts: 2, last_error: null });
      expect((await t.app.inject({ url: '/dev/mailbox' })).body).toContain(`Sent ${retry.toISOString()}`);
    } finally {
      refusingSender.close();
      await refusing.close();
    }
  });

  it('records a connection failure (closed port) and gives up after 8 attempts, keeping the mail', async () => {
    const dead = smtpSender(`smtp://127.0.0.1:${await closedPort()}`, FROM, 2000);
    const id = await insertMail('louise.martin@example.com', 'Your order', 'Thank you.');
    let now = justAfterInsert();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await relayOutbox(t.db, dead.send, { now })).toEqual({ sent: 0, failed: 1 });
      now = new Date(now.getTime() + backoffMs(attempt - 1));
    }
    dead.close();
    const row = await delivery(id);
    expect(row).toMatchObject({ sent_at: null, attempts: MAX_ATTEMPTS });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await relayOutbox(t.db, sender.send, { now: new Date(now.getTime() + 3_600_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect((await t.app.inject({ url: '/dev/mailbox' })).body).toContain('gave up after 8 failed attempts');
  });

  it('backs off 1 min × 2^attempts, capped at an hour', () => {
    expect([0, 1, 2, 5, 6, 7].map(backoffMs)).toEqual([
      60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the relay in the app', () => {
  it('runs once at start when SMTP_URL is set and is waited for on close', async () => {
    await insertMail('louise.martin@example.com', 'Relayed at start', 'Hello.');
    const app = await buildApp({
      db: t.db,
      env: {
        validateResponses: true,
        secureCookies: false,
        gtmContainerId: null,
        logLevel: 'silent',
        nodeEnv: 'test',
        smtpUrl: smtp.url,
        mailFrom: 'Shop <shop@example.com>',
      },
      clientDir: '/nonexistent-client-build',
      logger: false,
    });
    await app.ready();
    await app.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toBe('shop@example.com');
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Relayed at start$/m);
  });
});
