import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/types';
import { purgeExpiredIdempotencyKeys } from '../domain/order/idempotency';
import { releaseExpiredHolds } from '../domain/reservation/holds';

/** How often expired holds are released and expired Idempotency-Keys forgotten. */
export const EXPIRY_INTERVAL_MS = 60 * 1000;

/**
 * Once at start and then every minute: boutique holds past their expiry go back into stock, and
 * Idempotency-Keys older than 24 hours are forgotten. (Unpaid orders are released by the payment sweeper,
 * `domain/payment/sweeper.ts`.) The timer does not keep the process alive; closing the app waits for a run.
 */
export function scheduleExpiry(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // a slow run is not joined by a second one
    running = (async () => {
      const released = await releaseExpiredHolds(db);
      const forgotten = await purgeExpiredIdempotencyKeys(db);
      if (released || forgotten) app.log.info({ released, forgotten }, 'expired holds and keys');
    })()
      .catch((err: unknown) => app.log.error({ err }, 'expiry run failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, EXPIRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
