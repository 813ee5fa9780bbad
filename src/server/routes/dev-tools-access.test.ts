import { createTestApp, type TestApp } from '../test-utils/test-app';
import { guestReadyToPay, newKey, placeGuest } from '../test-utils/checkout-test-steps';
import { DEV_TOOLS_COOKIE, DEV_TOOLS_HEADER } from '../plugins/dev-tools-access';

const TOKEN = 'dev-tools-token-for-this-test-only';
const ELSEWHERE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { devTools: { token: TOKEN } });
});
afterAll(() => t.close());

async function placedOrder(app: TestApp = t) {
  const { s, cartId } = await guestReadyToPay(app);
  return (await placeGuest(s, cartId, newKey())).json() as { order_id: number; redirect_url: string };
}

const paymentState = async (id: number, app: TestApp = t) =>
  (await app.db.query<{ payment_state: string }>('select payment_state from sales_order where id = $1', [id]))
    .rows[0]?.payment_state;

const decideFrom = (
  remoteAddress: string,
  url: string,
  headers: Record<string, string> = {},
  app: TestApp = t,
) =>
  app.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });

describe('the development mailbox', () => {
  it('answers a browser on this machine', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it.each([
    ['another machine', ELSEWHERE, {}],
    ['a proxy on this machine forwarding another machine', '127.0.0.1', { 'x-forwarded-for': ELSEWHERE }],
    ['a proxy naming the client in Forwarded', '127.0.0.1', { forwarded: `for=${ELSEWHERE};proto=https` }],
    ['a proxy naming the client in X-Real-IP', '127.0.0.1', { 'x-real-ip': ELSEWHERE }],
    ['another machine claiming loopback in X-Forwarded-For', ELSEWHERE, { 'x-forwarded-for': '127.0.0.1' }],
    ['a page whose DNS name was rebound to 127.0.0.1', '127.0.0.1', { host: 'evil.example:3000' }],
    ['another machine with a wrong token', ELSEWHERE, { [DEV_TOOLS_HEADER]: `${TOKEN}x` }],
  ])('refuses %s (403, no mail shown)', async (_who, remoteAddress, headers) => {
    await t.db.query(
      "insert into mail_outbox (to_address, subject, html, text) values ('anna@example.com', 'Private mail', '<p>x</p>', 'x')",
    );
    for (const url of ['/dev/mailbox', '/dev/mailbox/1']) {
      const res = await t.app.inject({ url, remoteAddress, headers });
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.body).not.toContain('anna@example.com');
      expect(res.body).toContain('answers only on the shop’s own machine');
    }
  });

  it('opens to another machine with the boot token, as a header or through the unlock link', async () => {
    const byHeader = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: ELSEWHERE,
      headers: { [DEV_TOOLS_HEADER]: TOKEN },
    });
    expect(byHeader.statusCode).toBe(200);

    const wrong = await t.app.inject({ url: '/dev/unlock?token=nope', remoteAddress: ELSEWHERE });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.cookies).toHaveLength(0);

    const unlock = await t.app.inject({ url: `/dev/unlock?token=${TOKEN}`, remoteAddress: ELSEWHERE });
    expect([unlock.statusCode, unlock.headers.location]).toEqual([303, '/dev/mailbox']);
    const cookie = unlock.cookies.find((c) => c.name === DEV_TOOLS_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const byCookie = await t.app.inject({
      url: '/dev/mailbox',
      remoteAddress: ELSEWHERE,
      headers: { cookie: `${DEV_TOOLS_COOKIE}=${cookie.value}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });
});

describe('the sandbox payment page', () => {
  it('lets the shopper on another machine decline or cancel their own payment, but not approve it', async () => {
    const placed = await placedOrder();
    const page = await t.app.inject({ url: placed.redirect_url, remoteAddress: ELSEWHERE });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/approve"');
    expect(page.body).toContain('/decline"');
    expect(page.body).toContain('answers only on the shop’s own machine');

    const approve = await decideFrom(ELSEWHERE, `${placed.redirect_url}/approve`);
    expect(approve.statusCode).toBe(403);
    expect(await paymentState(placed.order_id)).toBe('pending');

    const decline = await decideFrom(ELSEWHERE, `${placed.redirect_url}/decline`);
    expect(decline.statusCode).toBe(303);
    expect(await paymentState(placed.order_id)).toBe('declined');
  });

  it('approves for a browser on this machine, or with the boot token', async () => {
    const here = await placedOrder();
    expect((await t.app.inject({ url: here.redirect_url })).body).toContain('/approve"');
    expect((await decideFrom('127.0.0.1', `${here.redirect_url}/approve`)).statusCode).toBe(303);
    expect(await paymentState(here.order_id)).toBe('paid');

    const there = await placedOrder();
    const res = await decideFrom(ELSEWHERE, `${there.redirect_url}/approve`, {
      cookie: `${DEV_TOOLS_COOKIE}=${TOKEN}`,
    });
    expect(res.statusCode).toBe(303);
    expect(await paymentState(there.order_id)).toBe('paid');
  });
});

describe('a production start (no demo flags)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(
      { nodeEnv: 'production', devMailbox: false, sandboxApprovals: false },
      { devTools: { token: TOKEN } },
    );
  });
  afterAll(() => prod.close());

  it('has no mailbox and approves no payment, even on this machine with the token', async () => {
    const headers = { [DEV_TOOLS_HEADER]: TOKEN };
    const mailbox = await prod.app.inject({ url: '/dev/mailbox', headers });
    expect(mailbox.statusCode).toBe(403);
    expect(mailbox.body).toContain('The development mailbox is off');

    const placed = await placedOrder(prod);
    const page = await prod.app.inject({ url: placed.redirect_url });
    expect(page.body).not.toContain('/approve"');
    expect(page.body).toContain('Sandbox approvals are off');
    const approve = await decideFrom('127.0.0.1', `${placed.redirect_url}/approve`, headers, prod);
    expect(approve.statusCode).toBe(403);
    expect(await paymentState(placed.order_id, prod)).toBe('pending');
    // Giving up one's own payment still works.
    expect((await decideFrom('127.0.0.1', `${placed.redirect_url}/cancel`, {}, prod)).statusCode).toBe(303);
  });
});
