import type { LightMyRequestResponse } from 'fastify';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THANKS = "Thanks for contacting us with your comments and questions. We'll respond to you very soon.";

let lastAddress = 0;
const nextAddress = () => `10.19.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

async function browser(): Promise<Shopper> {
  const s = shopper(t);
  await s.section();
  return s;
}

/** Magento's contact form as the storefront posts it: urlencoded, with the session's form key. */
function post(
  s: Shopper,
  fields: Record<string, string>,
  ip = nextAddress(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/en-int/contact/index/post',
    remoteAddress: ip,
    headers: { cookie: cookieHeader(s.jar), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ form_key: s.jar.form_key!, ...fields }).toString(),
  });
}

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Inès Moreau',
  email: 'ines.moreau@example.com',
  telephone: '+33 1 42 60 00 00',
  comment: "Could my grandfather's <b>Heritage</b> be serviced in Geneva?",
  ...overrides,
});

const shopMails = async () =>
  (
    await t.db.query<{ subject: string; text: string; html: string }>(
      `select subject, text, html from mail_outbox where to_address = 'contact@maison-aurele.example' order by id`,
    )
  ).rows;

describe('the contact form', () => {
  it("writes the message to the shop's outbox and answers Magento's thanks", async () => {
    const s = await browser();
    const before = (await shopMails()).length;
    const res = await post(s, message());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errors: false, message: THANKS });
    const mails = await shopMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.pop()!;
    expect(mail.subject).toBe('Contact form: Inès Moreau');
    expect(mail.text).toContain('Email: ines.moreau@example.com');
    expect(mail.text).toContain('Telephone: +33 1 42 60 00 00');
    expect(mail.text).toContain("Could my grandfather's <b>Heritage</b> be serviced in Geneva?");
    // The sender's text is escaped in the HTML version.
    expect(mail.html).toContain('&lt;b&gt;Heritage&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Heritage');
  });

  it.each([
    ['a name of spaces only', { name: '   ' }, 'body.name'],
    ['a comment of spaces only', { comment: ' \n ' }, 'body.comment'],
    ['an e-mail that is not one', { email: 'ines@' }, 'body.email'],
    ['a phone number with letters', { telephone: 'call me' }, 'body.telephone'],
  ])('refuses %s with 400 naming the field, sending nothing', async (_, overrides, field) => {
    const s = await browser();
    const before = (await shopMails()).length;
    const res = await post(s, message(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    expect(await shopMails()).toHaveLength(before);
  });

  it('refuses a missing field', async () => {
    const s = await browser();
    const { comment: _comment, ...withoutComment } = message();
    const res = await post(s, withoutComment);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.comment' });
  });

  it('thanks a robot that fills the hidden field, and sends nothing', async () => {
    const s = await browser();
    const before = (await shopMails()).length;
    const res = await post(s, message({ email: 'robot@example.com', hideit: 'http://spam.example' }));
    expect(res.json()).toEqual({ errors: false, message: THANKS });
    expect(await shopMails()).toHaveLength(before);
  });

  it("requires the session's form key", async () => {
    const s = await browser();
    const res = await post(s, { ...message(), form_key: 'AAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(403);
  });

  it('limits one sender mailbox to 5 messages an hour, however spelled, with Retry-After', async () => {
    const s = await browser();
    for (const email of [
      'busy@example.com',
      'BUSY@example.com',
      'busy+1@example.com',
      'busy+2@example.com',
      'busy@example.com',
    ]) {
      expect((await post(s, message({ email }))).statusCode).toBe(200);
    }
    const before = (await shopMails()).length;
    const refused = await post(s, message({ email: 'busy+3@example.com' }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(await shopMails()).toHaveLength(before);
  });

  it('limits one client address to 30 messages an hour', async () => {
    const s = await browser();
    const ip = nextAddress();
    for (let i = 0; i < 30; i++) {
      expect((await post(s, message({ email: `sender.${i}@example.com` }), ip)).statusCode).toBe(200);
    }
    const refused = await post(s, message({ email: 'sender.30@example.com' }), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
