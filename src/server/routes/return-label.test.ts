import type { LightMyRequestResponse } from 'fastify';
import { solveCaptcha, type CaptchaChallenge } from '../../common/captcha';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = 'We could not find an order with these details. Please check them and try again.';
const ORDER_URL = '/en-int/casebackpostal/returnlabel/order';
const CREATE_URL = '/en-int/casebackpostal/returnlabel/create';

let lastAddress = 0;
const nextAddress = () => `10.24.${(++lastAddress >> 8) & 255}.${lastAddress & 255}`;

interface Browser {
  jar: Record<string, string>;
  ip: string;
  post(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse>;
  lookup(fields: Record<string, string>): Promise<LightMyRequestResponse>;
}

async function browser(ip = nextAddress()): Promise<Browser> {
  const start = await t.app.inject({ url: '/en-int/customer/section/load?sections=customer' });
  const jar = cookiesOf(start);
  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { cookie: cookieHeader(jar), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_key: jar.form_key!, ...fields }).toString(),
    });
  return {
    jar,
    ip,
    post,
    async lookup(fields) {
      const challenge = await t.app.inject({ url: '/en-int/captcha/challenge' });
      const recaptcha = await solveCaptcha(challenge.json<CaptchaChallenge>());
      return post(ORDER_URL, { recaptcha, ...fields });
    },
  };
}

const annas = (incrementId: string, overrides: Record<string, string> = {}) => ({
  oar_order_id: incrementId,
  oar_billing_lastname: 'Keller',
  oar_type: 'email',
  oar_email: 'anna.keller@example.com',
  ...overrides,
});

interface Form {
  token: string;
  data: { can_return_gift: boolean };
  order: { increment_id: string; customer_name: string; shipping_adress: { phone: string } };
  items: { item_id: number; sku: string; qty: number; is_gift: boolean; has_engraving: boolean }[];
}

async function lookedUp(b: Browser, incrementId: string): Promise<Form> {
  const res = await b.lookup(annas(incrementId));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'ok' });
  return res.json<{ form: Form }>().form;
}

const itemOf = (form: Form, sku: string) => {
  const item = form.items.find((i) => i.sku === sku);
  if (!item) throw new Error(`No ${sku}`);
  return item;
};

const labelsOf = async (incrementId: string) =>
  Number(
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from return_label l join sales_order o on o.id = l.order_id
          where o.increment_id = $1`,
        [incrementId],
      )
    ).rows[0]!.n,
  );

describe('step 1: the order lookup', () => {
  it('finds an order by number, billing last name and e-mail, with the form data of step 2', async () => {
    const form = await lookedUp(await browser(), '000000102');
    expect(form.order).toMatchObject({
      increment_id: '000000102',
      shipping_adress: { phone: '+41 79 555 01 23' },
    });
    expect(form.data.can_return_gift).toBe(false);
    expect(itemOf(form, 'MA-STR-CAL-COG-20')).toMatchObject({ qty: 1, is_gift: true, has_engraving: false });
    expect(itemOf(form, 'MA-STR-MSH-STL-18')).toMatchObject({ qty: 1, is_gift: false, has_engraving: false });
  });

  it("names the customer as the store's language writes a name: family name first in ja-jp", async () => {
    const b = await browser();
    const challenge = await t.app.inject({ url: '/ja-jp/captcha/challenge' });
    const res = await b.post(ORDER_URL.replace('/en-int/', '/ja-jp/'), {
      recaptcha: await solveCaptcha(challenge.json<CaptchaChallenge>()),
      oar_order_id: '000000103',
      oar_billing_lastname: 'Sato',
      oar_type: 'email',
      oar_email: 'kenji.sato@example.com',
    });
    expect(res.json()).toMatchObject({ status: 'ok', form: { order: { customer_name: 'Sato Kenji' } } });
    expect((await lookedUp(b, '000000102')).order).toMatchObject({ customer_name: 'Anna Keller' });
  });

  it('finds it by the billing postcode, however it is spaced or cased', async () => {
    const b = await browser();
    const res = await b.lookup(
      annas('000000101', { oar_type: 'zip', oar_zip: ' 8008 ', oar_billing_lastname: 'KELLER' }),
    );
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(itemOf(res.json<{ form: Form }>().form, 'MA-HER-CHR-01-BLU-40')).toMatchObject({
      has_engraving: true,
    });
  });

  it('answers a guessed order number, wrong details and another store alike, with nok and one message', async () => {
    const b = await browser();
    const answers = [
      await b.lookup(annas('000009999')),
      await b.lookup(annas('000000103')),
      await b.lookup(annas('000000102', { oar_billing_lastname: 'Sato' })),
      await b.lookup(annas('000000102', { oar_email: 'someone@example.com' })),
      await b.lookup(
        annas('000000103', { oar_billing_lastname: 'Sato', oar_email: 'kenji.sato@example.com' }),
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'nok', message: NOT_FOUND });
    }
  });

  it('answers nok with the captcha message without a solved captcha, and spends a captcha once', async () => {
    const b = await browser();
    const missing = await b.post(ORDER_URL, annas('000000102'));
    expect(missing.json()).toEqual({
      status: 'nok',
      message: 'Please complete the security check and try again.',
    });
    const challenge = await t.app.inject({ url: '/en-int/captcha/challenge' });
    const recaptcha = await solveCaptcha(challenge.json<CaptchaChallenge>());
    expect((await b.post(ORDER_URL, { ...annas('000000102'), recaptcha })).json()).toMatchObject({
      status: 'ok',
    });
    expect((await b.post(ORDER_URL, { ...annas('000000102'), recaptcha })).json()).toEqual({
      status: 'nok',
      message: 'This security check was already used. Please try again.',
    });
  });

  it('refuses a post without the session form key', async () => {
    const b = await browser();
    const res = await t.app.inject({
      method: 'POST',
      url: ORDER_URL,
      headers: { cookie: cookieHeader(b.jar), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_key: 'AAAAAAAAAAAAAAAA', ...annas('000000102') }).toString(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits lookups per client address: 429 with Retry-After after 20 in 15 minutes', async () => {
    const b = await browser();
    for (let i = 0; i < 20; i += 1) expect((await b.lookup(annas('000008888'))).statusCode).toBe(200);
    const res = await b.lookup(annas('000008888'));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('step 2: the create', () => {
  it('creates a real PDF label, mails it attached and lets the link holder download it', async () => {
    const b = await browser();
    const form = await lookedUp(b, '000000102');
    const mesh = itemOf(form, 'MA-STR-MSH-STL-18');
    const res = await b.post(CREATE_URL, {
      token: form.token,
      phone: '+41 79 555 01 23',
      [`qty.${mesh.item_id}`]: '1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; message: string; label_url: string }>();
    expect(body).toMatchObject({
      status: 'ok',
      message:
        'Your return label for order 000000102 is ready. We have also sent it to anna.keller@example.com.',
    });
    expect(body.label_url).toMatch(/^\/en-int\/casebackpostal\/returnlabel\/label\/[A-Za-z0-9_-]{43}$/);

    // A browser's click on the link asks for a page (Accept: text/html): it gets the file, not the shop's shell.
    const download = await t.app.inject({
      url: body.label_url,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="return-label-000000102-RL\d{9}\.pdf"$/,
    );
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(new Uint8Array(pdf));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toMatch(/^Return label RL\d{9} - order 000000102$/);
    // The barcode is an embedded image on the page.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');

    const mail = (
      await t.db.query<{ subject: string; filename: string; content_type: string; content: Uint8Array }>(
        `select m.subject, a.filename, a.content_type, a.content from mail_outbox m
           join mail_outbox_attachment a on a.mail_id = m.id
          where m.to_address = 'anna.keller@example.com' order by m.id desc limit 1`,
      )
    ).rows[0]!;
    expect(mail.subject).toBe('Your Maison Aurèle return label for order 000000102');
    expect(mail.content_type).toBe('application/pdf');
    expect(Buffer.from(mail.content).equals(pdf)).toBe(true);
  });

  it('refuses a second label for the same items: already returned quantities count', async () => {
    const first = await browser();
    const form = await lookedUp(first, '000000102');
    const mesh = itemOf(form, 'MA-STR-MSH-STL-18');
    // Returned by the test above: nothing of it remains.
    expect(mesh.qty).toBe(0);
    const before = await labelsOf('000000102');
    const res = await first.post(CREATE_URL, {
      token: form.token,
      phone: '+41 79 555 01 23',
      [`qty.${mesh.item_id}`]: '1',
    });
    expect(res.json()).toEqual({ status: 'nok', message: 'A return label already covers these items.' });
    expect(await labelsOf('000000102')).toBe(before);
  });

  it('refuses gifts (can_return_gift off), engraved items, more than was bought and nothing at all', async () => {
    const b = await browser();
    const gifts = await lookedUp(b, '000000102');
    const gift = itemOf(gifts, 'MA-STR-CAL-COG-20');
    const post = (form: Form, fields: Record<string, string>) =>
      b.post(CREATE_URL, { token: form.token, phone: '+41 79 555 01 23', ...fields });
    expect((await post(gifts, { [`qty.${gift.item_id}`]: '1' })).json()).toMatchObject({ status: 'nok' });
    const engraved = await lookedUp(b, '000000101');
    const watch = itemOf(engraved, 'MA-HER-CHR-01-BLU-40');
    const strap = itemOf(engraved, 'MA-STR-ALL-BLU-20');
    expect((await post(engraved, { [`qty.${watch.item_id}`]: '1' })).json()).toMatchObject({ status: 'nok' });
    expect((await post(engraved, { [`qty.${strap.item_id}`]: '2' })).json()).toEqual({
      status: 'nok',
      message: 'A return label already covers these items.',
    });
    expect((await post(engraved, { [`qty.${strap.item_id}`]: '0' })).json()).toEqual({
      status: 'nok',
      message: 'Please choose at least one item to return.',
    });
    expect(await labelsOf('000000101')).toBe(0);
  });

  it("refuses another order's line and an unknown token; a token is spent by its label", async () => {
    const b = await browser();
    const annasOrder = await lookedUp(b, '000000101');
    const kenji = await b.lookup({
      oar_order_id: '000000103',
      oar_billing_lastname: 'Sato',
      oar_type: 'email',
      oar_email: 'kenji.sato@example.com',
    });
    expect(kenji.json()).toMatchObject({ status: 'nok' });
    const kenjisLine = (
      await t.db.query<{ id: number }>(
        `select i.id from sales_order_item i join sales_order o on o.id = i.order_id
          where o.increment_id = '000000103' order by i.id limit 1`,
      )
    ).rows[0]!.id;
    const other = await b.post(CREATE_URL, {
      token: annasOrder.token,
      phone: '+41 79 555 01 23',
      [`qty.${kenjisLine}`]: '1',
    });
    expect(other.json()).toMatchObject({ status: 'nok' });
    const unknown = await b.post(CREATE_URL, {
      token: 'not-a-token',
      phone: '+41 79 555 01 23',
      [`qty.${kenjisLine}`]: '1',
    });
    expect(unknown.json()).toEqual({
      status: 'nok',
      message: 'Your session for this return has expired. Please look up your order again.',
    });
    const strap = itemOf(annasOrder, 'MA-STR-ALL-BLU-20');
    const ok = await b.post(CREATE_URL, {
      token: annasOrder.token,
      phone: '+41 79 555 01 23',
      [`qty.${strap.item_id}`]: '1',
    });
    expect(ok.json()).toMatchObject({ status: 'ok' });
    const again = await b.post(CREATE_URL, {
      token: annasOrder.token,
      phone: '+41 79 555 01 23',
      [`qty.${strap.item_id}`]: '1',
    });
    expect(again.json()).toMatchObject({ status: 'nok' });
  });

  it('gives one label when two creates for the same pieces race (the order row is locked)', async () => {
    const [one, two] = [await browser(), await browser()];
    const forms = [await lookedUp(one, '000000100'), await lookedUp(two, '000000100')];
    const strap = itemOf(forms[0]!, 'MA-STR-NUB-ANT-20');
    expect(strap.qty).toBe(2);
    const answers = await Promise.all(
      [one, two].map((b, i) =>
        b.post(CREATE_URL, {
          token: forms[i]!.token,
          phone: '+41 79 555 01 23',
          [`qty.${strap.item_id}`]: '2',
        }),
      ),
    );
    expect(answers.map((res) => res.json<{ status: string }>().status).sort()).toEqual(['nok', 'ok']);
    expect(await labelsOf('000000100')).toBe(1);
  });

  it('refuses a quantity field outside the contract', async () => {
    const b = await browser();
    const form = await lookedUp(b, '000000102');
    const res = await b.post(CREATE_URL, { token: form.token, phone: '+41 79 555 01 23', 'qty.abc': '1' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a download token that no label has', async () => {
    const res = await t.app.inject({ url: `/en-int/casebackpostal/returnlabel/label/${'A'.repeat(43)}` });
    expect(res.statusCode).toBe(404);
  });
});
