import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAIL_FROM } from '../../../config/env';
import { RELAY_INTERVAL_MS, relayOutbox } from '../domain/mail/smtp-relay';
import { smtpSender } from '../domain/mail/smtp-transport';
import type { RouteDeps } from './deps';

/**
 * With SMTP_URL set, the outbox is relayed once at start and then every 10 s; without it, mail stays in the
 * outbox for the development mailbox. Closing the app waits for a run in progress, so no mail is sent
 * after the database is closed and none is left half-recorded.
 */
export function mailRelay(app: FastifyInstance, deps: RouteDeps): void {
  const url = deps.env.smtpUrl;
  if (!url) return;
  const sender = smtpSender(url, deps.env.mailFrom ?? DEFAULT_MAIL_FROM);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    // A run that outlasts the interval (a slow SMTP server) is not joined by a second one.
    if (running) return;
    running = relayOutbox(deps.db, sender.send)
      .then(
        ({ sent, failed }) => {
          if (sent || failed) app.log.info({ sent, failed }, 'mail outbox relayed');
        },
        // The URL carries the SMTP password: only the error is logged.
        (err: unknown) => app.log.error({ err }, 'mail relay failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, RELAY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    sender.close();
  });
}
