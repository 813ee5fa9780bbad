import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/types';
import { findOutboxMail, listOutbox } from '../domain/mail/mailbox';
import { renderMailboxList, renderMailboxMail, renderMailboxMessage } from '../render/pages/mailbox';
import {
  renderAlreadyDecidedPage,
  renderSandboxPayPage,
  renderUnknownPaymentPage,
} from '../render/pages/sandbox-payment';
import { findPaymentOrder, settlePayment } from '../domain/payment/settle';
import { isShopperDecision } from '../domain/payment/state-machine';
import { cancelAbandonedPayments, SWEEP_INTERVAL_MS } from '../domain/payment/sweeper';
import type { RouteDeps } from './deps';
import { storePaths } from '../../common/store-paths';
import { PAYMENT_TOKEN } from '../domain/payment/sandbox-provider';

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      // The payment token is in the URL: never hand it to another site as a referrer.
      .header('Referrer-Policy', 'no-referrer')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(html)
  );
}

/** The sandbox provider's page and its three answers (plain HTML forms). */
async function sandboxPages(scope: FastifyInstance, db: Database): Promise<void> {
  // Their form bodies are parsed by the app's one urlencoded parser (plugins/form-urlencoded.ts).
  scope.get<{ Params: { token: string } }>('/sandbox/pay/:token', async (request, reply) => {
    const { token } = request.params;
    const found = PAYMENT_TOKEN.test(token) ? await findPaymentOrder(db, token) : null;
    if (!found) return sendPage(reply, 404, renderUnknownPaymentPage());
    if (found.order.paymentState !== 'pending') {
      return sendPage(reply, 200, renderAlreadyDecidedPage(found.method, found.order));
    }
    return sendPage(reply, 200, renderSandboxPayPage(token, found.method, found.order));
  });

  scope.post<{ Params: { token: string; decision: string } }>(
    '/sandbox/pay/:token/:decision',
    async (request, reply) => {
      const { token, decision } = request.params;
      if (!PAYMENT_TOKEN.test(token) || !isShopperDecision(decision)) {
        return sendPage(reply, 404, renderUnknownPaymentPage());
      }
      const result = await settlePayment(db, token, decision);
      if (result.kind === 'not_found') return sendPage(reply, 404, renderUnknownPaymentPage());
      const method = result.order.paymentMethod;
      if (result.kind === 'already_decided') {
        return sendPage(reply, 409, renderAlreadyDecidedPage(method, result.order));
      }
      const { storeCode, paymentState } = result.order;
      const target =
        decision === 'approve'
          ? storePaths.checkoutSuccess(storeCode)
          : storePaths.cart(storeCode, paymentState);
      return reply.code(303).header('Cache-Control', 'no-store').redirect(target, 303);
    },
  );
}

/** The development mailbox: the outbox as pages. Production answers 403 (mails hold customers' data). */
function mailboxPages(app: FastifyInstance, db: Database, enabled: boolean): void {
  const closed = (reply: FastifyReply) =>
    sendPage(
      reply,
      403,
      renderMailboxMessage(
        'Development mailbox',
        'The development mailbox is off (set DEV_MAILBOX=true to turn it on).',
      ),
    );
  app.get('/dev/mailbox', async (_request, reply) =>
    enabled ? sendPage(reply, 200, renderMailboxList(await listOutbox(db))) : closed(reply),
  );
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    if (!enabled) return closed(reply);
    const id = /^[1-9][0-9]{0,8}$/.test(request.params.id) ? Number(request.params.id) : null;
    const mail = id === null ? null : await findOutboxMail(db, id);
    if (!mail) return sendPage(reply, 404, renderMailboxMessage('Development mailbox', 'No such mail.'));
    return sendPage(reply, 200, renderMailboxMail(mail));
  });
}

/** Abandoned payments are canceled once at start and then every minute; closing the app waits for a sweep. */
function scheduleSweeper(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => cancelAbandonedPayments(db))
      .then(
        (canceled) => {
          if (canceled > 0) app.log.info({ canceled }, 'abandoned payments canceled');
        },
        (err: unknown) => app.log.error({ err }, 'abandoned payment sweep failed'),
      );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Pages outside the contract: the sandbox payment provider and the development mailbox. */
export function checkoutPages(app: FastifyInstance, deps: RouteDeps): void {
  void app.register((scope) => sandboxPages(scope, deps.db));
  mailboxPages(app, deps.db, deps.env.devMailbox);
  scheduleSweeper(app, deps.db);
}
