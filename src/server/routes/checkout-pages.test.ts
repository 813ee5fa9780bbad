import { DEFAULT_SESSION_LIFETIME } from '../../../config/env';
import Fastify from 'fastify';
import { StoreRegistry } from '../domain/store/store-registry';
import { cancelAbandonedPayments } from '../domain/payment/sweeper';
import { openTestDatabase } from '../test-utils/test-db';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { setStock } from '../test-utils/cart-test-client';
import { outboxTransport } from '../domain/mail/transport';
import { checkoutPages } from './checkout-pages';
import {
  decide,
  guestReadyToPay,
  newKey,
  placeGuest,
  stockOf,
  WATCH,
} from '../test-utils/checkout-test-steps';
import type { RouteDeps } from './deps';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placedOrder() {
  const { s, cartId } = await guestReadyToPay(t);
  return (await placeGuest(s, cartId, newKey())).json() as { order_id: number; redirect_url: string };
}

const orderState = async (id: number) =>
  (
    await t.db.query<{ status: string; payment_state: string }>(
      'select status, payment_state from sales_order where id = $1',
      [id],
    )
  ).rows[0];

describe('abandoned payments', () => {
  it('are canceled after 30 minutes, with their stock put back; younger ones wait', async () => {
    await setStock(t, WATCH, 6);
    const old = await placedOrder();
    const young = await placedOrder();
    expect(await stockOf(t, WATCH)).toBe(4);
    await t.db.query("update sales_order set created_at = now() - interval '31 minutes' where id = $1", [
      old.order_id,
    ]);
    await t.db.query("update sales_order set created_at = now() - interval '29 minutes' where id = $1", [
      young.order_id,
    ]);

    expect(await cancelAbandonedPayments(t.db)).toBe(1);
    expect(await orderState(old.order_id)).toEqual({ status: 'canceled', payment_state: 'expired' });
    expect(await orderState(young.order_id)).toEqual({ status: 'pending_payment', payment_state: 'pending' });
    expect(await stockOf(t, WATCH)).toBe(5);

    // The shopper who comes back late cannot pay the canceled order any more.
    const late = await decide(t, old.redirect_url, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This payment was already decided');
    expect(await stockOf(t, WATCH)).toBe(5);
    // A second sweep finds nothing more to do.
    expect(await cancelAbandonedPayments(t.db)).toBe(0);
  });
});

async function depsOver(db: TestApp['db'], devMailbox: boolean): Promise<RouteDeps> {
  const env = { gtmContainerId: null, devMailbox, sandboxApprovals: devMailbox };
  return {
    db,
    stores: await StoreRegistry.load(db, 'en-int'),
    env,
    cookies: { secure: false, lifetime: DEFAULT_SESSION_LIFETIME },
    version: 'test',
    startedAt: Date.now(),
  };
}

describe('the abandoned payment sweeper of the server', () => {
  it('runs once when the server starts (closing waits for it)', async () => {
    const old = await placedOrder();
    await t.db.query("update sales_order set created_at = now() - interval '45 minutes' where id = $1", [
      old.order_id,
    ]);
    const app = Fastify({ logger: false });
    checkoutPages(app, await depsOver(t.db, true));
    await app.ready();
    await app.close();
    expect(await orderState(old.order_id)).toEqual({ status: 'canceled', payment_state: 'expired' });
  });
});

describe('the sandbox provider page', () => {
  it('escapes what it shows and keeps the token out of referrers', async () => {
    const placed = await placedOrder();
    const page = await t.app.inject({ url: placed.redirect_url });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`formaction="${placed.redirect_url}/approve"`);
    expect(page.body).not.toMatch(/<script|<link|src="http/);
  });
});

describe('the development mailbox', () => {
  it('lists the outbox newest first and answers 404 for an unknown mail', async () => {
    await t.db.query(
      `insert into mail_outbox (to_address, subject, html, text, created_at) values
        ('a@example.com', 'Older <mail>', '<p>a</p>', 'a', now() - interval '1 hour'),
        ('b@example.com', 'Newer mail', '<p>b</p>', 'b', now())`,
    );
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body.indexOf('Newer mail')).toBeLessThan(res.body.indexOf('Older &lt;mail&gt;'));
    expect((await t.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });

  it("shows a mail's attachments and downloads each as an attachment", async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 label');
    const { id } = await outboxTransport(t.db).send({
      to: 'anna.keller@example.com',
      subject: 'Your return label',
      html: '<p>Attached.</p>',
      text: 'Attached.',
      attachments: [{ filename: 'return-label.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const page = await t.app.inject({ url: `/dev/mailbox/${id}` });
    const link = /href="(\/dev\/mailbox\/\d+\/attachments\/\d+)" download>return-label\.pdf</.exec(page.body);
    expect(link).not.toBeNull();
    const file = await t.app.inject({ url: link![1]! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="return-label.pdf"');
    expect(file.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect((await t.app.inject({ url: `/dev/mailbox/${id}/attachments/999999` })).statusCode).toBe(404);
  });

  it('is closed (403) unless turned on (production default)', async () => {
    const { db, close } = await openTestDatabase();
    const deps = await depsOver(db, false);
    const app = Fastify({ logger: false });
    checkoutPages(app, deps);
    try {
      const res = await app.inject({ url: '/dev/mailbox' });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('The development mailbox is off (set DEV_MAILBOX=true to turn it on).');
      expect((await app.inject({ url: '/dev/mailbox/1' })).statusCode).toBe(403);
    } finally {
      await app.close();
      await close();
    }
  });
});
