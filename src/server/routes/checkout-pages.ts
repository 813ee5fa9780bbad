import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { findOutboxAttachment, findOutboxMail, listOutbox } from '../domain/mail/mailbox';
import { renderMailboxList, renderMailboxMail, renderMailboxMessage } from '../render/pages/mailbox';
import {
  renderAlreadyDecidedPage,
  renderSandboxPayPage,
  renderUnknownPaymentPage,
  sandboxApprovalRefusedPage,
  type SandboxApproval,
} from '../render/pages/sandbox-payment';
import { mayUseDevTools, registerDevToolsUnlock, type DevToolsAccess } from '../plugins/dev-tools-access';
import { serverPageCsp } from '../plugins/security-headers';
import { findPaymentOrder, settlePayment } from '../domain/payment/settle';
import { isShopperDecision } from '../domain/payment/state-machine';
import { cancelAbandonedPayments, SWEEP_INTERVAL_MS } from '../domain/payment/sweeper';
import type { RouteDeps } from './deps';
import { storePaths } from '../../common/store-paths';
import { PAYMENT_TOKEN } from '../domain/payment/sandbox-provider';

function sendPage(reply: FastifyReply, status: number, html: string, csp = serverPageCsp(html)) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      // The payment token is in the URL: never hand it to another site as a referrer.
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Security-Policy', csp)
      .send(html)
  );
}

/**
 * Who may approve. Viewing the page, declining and canceling are the shopper's own: the payment token (a
 * bearer secret only the shopper who placed the order was handed) names one order, and giving it up harms
 * nobody. Approving stands for the provider confirming that money arrived, which no shopper can do for
 * themselves: from elsewhere than this machine it needs the development tools' token, and a production start
 * (no SANDBOX_APPROVALS) never approves.
 */
function approvalFor(request: FastifyRequest, enabled: boolean, devTools?: DevToolsAccess): SandboxApproval {
  if (!enabled) return 'off';
  return mayUseDevTools(request, devTools) ? 'allowed' : 'locked';
}

/** The sandbox provider's page and its three answers (plain HTML forms). */
async function sandboxPages(
  scope: FastifyInstance,
  db: Database,
  approvals: boolean,
  devTools?: DevToolsAccess,
): Promise<void> {
  // Their form bodies are parsed by the app's one urlencoded parser (plugins/form-urlencoded.ts).
  // The payment token is the only key to the payment: never in a log line.
  const config = () => ({ secretParams: ['token'] });
  scope.get<{ Params: { token: string } }>(
    '/sandbox/pay/:token',
    { config: config() },
    async (request, reply) => {
      const { token } = request.params;
      const found = PAYMENT_TOKEN.test(token) ? await findPaymentOrder(db, token) : null;
      if (!found) return sendPage(reply, 404, renderUnknownPaymentPage());
      if (found.order.paymentState !== 'pending') {
        return sendPage(reply, 200, renderAlreadyDecidedPage(found.method, found.order));
      }
      const approval = approvalFor(request, approvals, devTools);
      return sendPage(reply, 200, renderSandboxPayPage(token, found.method, found.order, approval));
    },
  );

  scope.post<{ Params: { token: string; decision: string } }>(
    '/sandbox/pay/:token/:decision',
    { config: config() },
    async (request, reply) => {
      const { token, decision } = request.params;
      if (!PAYMENT_TOKEN.test(token) || !isShopperDecision(decision)) {
        return sendPage(reply, 404, renderUnknownPaymentPage());
      }
      const approval = approvalFor(request, approvals, devTools);
      if (decision === 'approve' && approval !== 'allowed') {
        // In the language of the order's store when the token names one.
        const found = await findPaymentOrder(db, token);
        return sendPage(reply, 403, sandboxApprovalRefusedPage(approval, found?.order));
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

const MAILBOX_OFF = 'The development mailbox is off (set DEV_MAILBOX=true to turn it on).';
const MAILBOX_LOCKED =
  'The development mailbox answers only on the shop’s own machine, or after opening the development tools link printed when the shop started.';

/**
 * The development mailbox: the outbox as pages. Mails hold customers' names and addresses: a production start
 * answers 403, and otherwise only this machine or the development tools' token gets in.
 */
function mailboxPages(app: FastifyInstance, db: Database, enabled: boolean, devTools?: DevToolsAccess): void {
  const refuse = (reply: FastifyReply, message: string) =>
    sendPage(reply, 403, renderMailboxMessage('Development mailbox', message));
  const refusal = (request: FastifyRequest): string | null => {
    if (!enabled) return MAILBOX_OFF;
    return mayUseDevTools(request, devTools) ? null : MAILBOX_LOCKED;
  };
  app.get('/dev/mailbox', async (request, reply) => {
    const refused = refusal(request);
    if (refused) return refuse(reply, refused);
    return sendPage(reply, 200, renderMailboxList(await listOutbox(db)));
  });
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const refused = refusal(request);
    if (refused) return refuse(reply, refused);
    const id = /^[1-9][0-9]{0,8}$/.test(request.params.id) ? Number(request.params.id) : null;
    const mail = id === null ? null : await findOutboxMail(db, id);
    if (!mail) return sendPage(reply, 404, renderMailboxMessage('Development mailbox', 'No such mail.'));
    const html = renderMailboxMail(mail);
    return sendPage(reply, 200, html, serverPageCsp(html, { mailPreview: true }));
  });
  app.get<{ Params: { id: string; fileId: string } }>(
    '/dev/mailbox/:id/attachments/:fileId',
    async (request, reply) => {
      const refused = refusal(request);
      if (refused) return refuse(reply, refused);
      const ids = [request.params.id, request.params.fileId].map((v) =>
        /^[1-9][0-9]{0,8}$/.test(v) ? Number(v) : null,
      );
      const file = ids[0] && ids[1] ? await findOutboxAttachment(db, ids[0], ids[1]) : null;
      if (!file)
        return sendPage(reply, 404, renderMailboxMessage('Development mailbox', 'No such attachment.'));
      // Always a download: the mailbox never renders what a mail carried.
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(file.content));
    },
  );
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
  const { devTools } = deps;
  void app.register((scope) => sandboxPages(scope, deps.db, deps.env.sandboxApprovals, devTools));
  mailboxPages(app, deps.db, deps.env.devMailbox, devTools);
  registerDevToolsUnlock(app, devTools, deps.cookies.secure, (reply) =>
    sendPage(reply, 403, renderMailboxMessage('Development tools', 'This link is not valid (any more).')),
  );
  scheduleSweeper(app, deps.db);
}
