import { createTestApp, type TestApp } from '../test-utils/test-app';
import { APPOINTMENT_URL, DEMO, formClient, productId, type FormClient } from './reservation-test-client';

let t: TestApp;
let c: FormClient;
let product: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await formClient(t);
  product = await productId(t, DEMO.sku);
});
afterAll(() => t.close());

const appointment = (overrides: Record<string, unknown> = {}) => ({
  civility: 'Mrs',
  customer_email: 'louise.martin@example.com',
  customer_firstname: 'Louise',
  customer_lastname: 'Martin',
  customer_phone: '+33 6 55 50 18 87',
  product_id: product,
  ...overrides,
});
const body = async (overrides: Record<string, unknown> = {}, form = appointment()) => ({
  appointment: form,
  terms: true,
  newsletter: false,
  recaptcha: await c.recaptcha(),
  ...overrides,
});

describe('video appointment request', () => {
  it('answers true, records the request and e-mails the shopper', async () => {
    const res = await c.post(APPOINTMENT_URL, await body({ newsletter: true }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('true');
    const { rows } = await t.db.query(
      'select civility, email, firstname, lastname, phone, status from video_appointment',
    );
    expect(rows).toEqual([
      {
        civility: 'Mrs',
        email: 'louise.martin@example.com',
        firstname: 'Louise',
        lastname: 'Martin',
        phone: '+33 6 55 50 18 87',
        status: 'requested',
      },
    ]);
    // The guest's newsletter box goes through the double opt-in: the appointment mail, then the confirmation.
    const mails = await t.db.query<{ to_address: string; subject: string; text: string }>(
      'select to_address, subject, text from mail_outbox order by id',
    );
    expect(mails.rows.map((m) => m.subject)).toEqual([
      'Confirm your subscription to the Maison Aurèle newsletter',
      'Your online appointment with the Maison Aurèle Team',
    ]);
    mails.rows.shift();
    expect(mails.rows[0]).toMatchObject({
      to_address: 'louise.martin@example.com',
      subject: 'Your online appointment with the Maison Aurèle Team',
    });
    expect(mails.rows[0]!.text).toContain('Dear Mrs Louise Martin,');
    expect(mails.rows[0]!.text).toContain('Heritage Chronograph — Midnight blue, 40 mm');
    const subscribed = await t.db.query('select source, status from newsletter_subscriber where email = $1', [
      'louise.martin@example.com',
    ]);
    expect(subscribed.rows).toEqual([{ source: 'video_appointment', status: 'not_active' }]);
  });

  it('answers terms false with 422 "This is a required field." and records nothing', async () => {
    const before = (await t.db.query('select id from video_appointment')).rowCount;
    const res = await c.post(APPOINTMENT_URL, await body({ terms: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'This is a required field.',
      field: 'body.terms',
      messages: { error: [{ message: 'This is a required field.' }] },
    });
    expect((await t.db.query('select id from video_appointment')).rowCount).toBe(before);
  });

  it('answers a reused captcha with 422', async () => {
    const recaptcha = await c.recaptcha();
    expect((await c.post(APPOINTMENT_URL, { ...(await body()), recaptcha })).body).toBe('true');
    const again = await c.post(APPOINTMENT_URL, { ...(await body()), recaptcha });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ field: 'body.recaptcha' });
  });

  it('answers 404 for an unknown product and 400 for a civility outside the list', async () => {
    const unknown = await c.post(APPOINTMENT_URL, await body({}, appointment({ product_id: 999999 })));
    expect(unknown.statusCode).toBe(404);
    const civility = await c.post(APPOINTMENT_URL, await body({}, appointment({ civility: 'Sir' })));
    expect(civility.statusCode).toBe(400);
    expect(civility.json()).toMatchObject({ field: 'body.appointment.civility' });
  });

  it('records the signed-in customer with the request', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/en-int/customer/ajax/login',
      headers: { cookie: `caseback_session=${c.jar.caseback_session}`, 'content-type': 'application/json' },
      payload: {
        username: 'louise.martin@example.com',
        password: 'Caseback-Demo-1',
        form_key: c.jar.form_key,
      },
    });
    expect(login.json()).toMatchObject({ errors: false });
    for (const cookie of login.cookies) c.jar[cookie.name] = cookie.value;
    expect((await c.post(APPOINTMENT_URL, await body())).body).toBe('true');
    const { rows } = await t.db.query<{ email: string | null }>(
      `select c.email from video_appointment a left join customer c on c.id = a.customer_id
        order by a.id desc limit 1`,
    );
    expect(rows[0]!.email).toBe('louise.martin@example.com');
  });
});
