import { solveCaptcha } from '../../common/captcha';
import { validatorFor } from '../contract/validators';
import { proofOfWorkCaptcha } from '../domain/security/captcha-pow';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import {
  DEMO,
  formClient,
  productId,
  RESERVE_URL,
  shopId,
  shopQty,
  type FormClient,
} from './reservation-test-client';

let t: TestApp;
let c: FormClient;
let ids: { geneva: number; lucerne: number; product: number };
beforeAll(async () => {
  t = await createTestApp();
  c = await formClient(t);
  ids = {
    geneva: await shopId(t, DEMO.shop),
    lucerne: await shopId(t, 'Maison Aurèle Lucerne'),
    product: await productId(t, DEMO.sku),
  };
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const form = (overrides: Record<string, unknown> = {}) => ({
  shop_id: ids.geneva,
  product_id: ids.product,
  firstname: 'Anna',
  lastname: 'Keller',
  email: 'anna.keller@example.com',
  telephone: '+41 79 555 01 87',
  ...overrides,
});
const body = async (overrides: Record<string, unknown> = {}, reservation = form()) => ({
  reservation,
  newsletter: false,
  terms: true,
  recaptcha: await c.recaptcha(),
  ...overrides,
});
const outbox = async () =>
  (
    await t.db.query<{ to_address: string; subject: string; html: string; text: string }>(
      'select to_address, subject, html, text from mail_outbox order by id',
    )
  ).rows;
const isFormError = validatorFor('FormError');

describe('Check & Reserve', () => {
  it('answers exactly true, holds one piece of the boutique stock and e-mails shopper and boutique', async () => {
    const reservation = form({ firstname: 'Anna <b>', message: 'Saturday <i>morning</i>, please.' });
    const res = await c.post(RESERVE_URL, await body({ newsletter: true }, reservation));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('true');
    expect(await shopQty(t, ids.geneva, ids.product)).toBe(DEMO.qty - 1);
    const { rows } = await t.db.query('select firstname, status, message from reservation');
    expect(rows).toEqual([
      { firstname: 'Anna <b>', status: 'held', message: 'Saturday <i>morning</i>, please.' },
    ]);
    const [toShopper, toBoutique] = await outbox();
    expect(toShopper).toMatchObject({
      to_address: 'anna.keller@example.com',
      subject: 'Your reservation at Maison Aurèle Geneva',
    });
    expect(toShopper!.text).toContain('Heritage Chronograph — Midnight blue, 40 mm');
    expect(toShopper!.text).toContain('Rue du Rhône 62\n1204 Geneva');
    const { rows: made } = await t.db.query<{ id: number }>('select max(id) as id from reservation');
    expect(toShopper!.text).toContain('is holding this piece for you for 72 hours');
    expect(toShopper!.text).toContain(`Your reservation number is ${made[0]!.id}.`);
    expect(toBoutique!.text).toContain(`Piece to hold for 72 hours (reservation ${made[0]!.id})`);
    expect(toShopper!.html).toContain('Dear Anna &lt;b&gt; Keller');
    expect(toShopper!.html).not.toContain('<b>');
    expect(toBoutique).toMatchObject({ to_address: 'geneva@maison-aurele.example' });
    expect(toBoutique!.html).toContain('Saturday &lt;i&gt;morning&lt;/i&gt;, please.');
    // Anna is on the list already (seed): her address stays as it is, and no confirmation is mailed.
    const subscribed = await t.db.query(`select source, status from newsletter_subscriber where email = $1`, [
      'anna.keller@example.com',
    ]);
    expect(subscribed.rows).toEqual([{ source: 'account', status: 'subscribed' }]);
  });

  it('refuses once the boutique holds no piece, leaving stock, reservations and mails as they were', async () => {
    expect((await c.post(RESERVE_URL, await body())).body).toBe('true');
    expect(await shopQty(t, ids.geneva, ids.product)).toBe(0);
    const before = {
      reservations: (await t.db.query('select id from reservation')).rowCount,
      mails: (await outbox()).length,
    };
    const res = await c.post(RESERVE_URL, await body());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'insufficient_stock',
      message: 'This watch is no longer available in this boutique. Please choose another boutique.',
    });
    expect(await shopQty(t, ids.geneva, ids.product)).toBe(0);
    expect((await t.db.query('select id from reservation')).rowCount).toBe(before.reservations);
    expect((await outbox()).length).toBe(before.mails);
  });

  it('refuses a boutique that takes no reservations, and an unknown boutique or product', async () => {
    const closed = await c.post(RESERVE_URL, await body({}, form({ shop_id: ids.lucerne })));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'conflict' });
    const noShop = await c.post(RESERVE_URL, await body({}, form({ shop_id: 999999 })));
    expect(noShop.statusCode).toBe(404);
    expect(noShop.json()).toEqual({ code: 'not_found', message: 'This boutique does not exist.' });
    const noProduct = await c.post(RESERVE_URL, await body({}, form({ product_id: 999999 })));
    expect(noProduct.json()).toEqual({ code: 'not_found', message: 'This product does not exist.' });
  });

  it('answers terms false with 422 "This is a required field." in both error shapes', async () => {
    const res = await c.post(RESERVE_URL, await body({ terms: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'This is a required field.',
      field: 'body.terms',
      messages: { error: [{ message: 'This is a required field.' }] },
    });
    expect(isFormError(res.json())).toBe(true);
  });

  it('answers a missing, wrong, reused or expired captcha with 422 on body.recaptcha', async () => {
    const expectRefused = async (recaptcha: unknown, message: string) => {
      const sent = await body();
      const res = await c.post(RESERVE_URL, { ...sent, recaptcha });
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
        status: 422,
        body: {
          code: 'validation_failed',
          message,
          field: 'body.recaptcha',
          messages: { error: [{ message }] },
        },
      });
    };
    await expectRefused(null, 'Please complete the security check and try again.');
    await expectRefused('v1.forged:12', 'The security check failed. Please try again.');
    const solution = await c.recaptcha();
    await t.db.query('update shop_stock set qty = 5 where shop_id = $1 and product_id = $2', [
      ids.geneva,
      ids.product,
    ]);
    expect((await c.post(RESERVE_URL, { ...(await body()), recaptcha: solution })).body).toBe('true');
    await expectRefused(solution, 'This security check was already used. Please try again.');
    // Issued by the same captcha (same database, same key) six minutes ago: past its 5-minute lifetime.
    const old = await proofOfWorkCaptcha(t.db, { difficulty: 4 }).issue(new Date(Date.now() - 6 * 60_000));
    await expectRefused(await solveCaptcha(old), 'The security check has expired. Please try again.');
    const missing = await c.post(RESERVE_URL, { reservation: form(), newsletter: false, terms: true });
    expect(missing.json()).toMatchObject({
      field: 'body.recaptcha',
      message: 'Please complete the security check and try again.',
    });
  });

  it("needs the session form key: missing is a 400, another session's a 403", async () => {
    const missing = await c.post(RESERVE_URL, await body(), { formKey: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'header.X-Form-Key' });
    const other = await c.post(RESERVE_URL, await body(), { formKey: 'AAAAAAAAAAAAAAAA' });
    expect(other.statusCode).toBe(403);
  });

  it('validates the form fields from the contract', async () => {
    const res = await c.post(RESERVE_URL, await body({}, form({ email: 'not-an-email' })));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.reservation.email' });
  });

  it('limits submissions per address: the 21st within 15 minutes answers 429', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await c.post(RESERVE_URL, await body({}, form({ shop_id: 999999 })), { ip: '10.9.9.9' });
      expect(res.statusCode).toBe(404);
    }
    const res = await c.post(RESERVE_URL, await body(), { ip: '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(
      (await c.post(RESERVE_URL, await body({}, form({ shop_id: 999999 })), { ip: '10.9.9.10' })).statusCode,
    ).toBe(404);
  });
});
