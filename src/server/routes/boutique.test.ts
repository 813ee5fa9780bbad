import { releaseExpiredHolds } from '../domain/reservation/holds';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { scheduleHousekeeping } from '../domain/housekeeping/housekeeping';
import { expiryTasks } from '../domain/housekeeping/tasks';
import {
  DEMO,
  formClient,
  productId,
  RESERVE_URL,
  shopId,
  shopQty,
  type FormClient,
} from './reservation-test-client';

/** Boutique holds: 72 hours, then released by the expiry schedule; a boutique collects or cancels them. */
const TOKEN = 'boutique-token-for-the-tests-0123456789';
let t: TestApp;
let c: FormClient;
let ids: { geneva: number; product: number };
beforeAll(async () => {
  t = await createTestApp({ boutiqueToken: TOKEN });
  c = await formClient(t);
  ids = { geneva: await shopId(t, DEMO.shop), product: await productId(t, DEMO.sku) };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from rate_limit');
  await t.db.query('update shop_stock set qty = 3 where shop_id = $1 and product_id = $2', [
    ids.geneva,
    ids.product,
  ]);
});

/** A shopper reserves the demo watch in Geneva through the storefront's form; answers the reservation id. */
async function reserve(): Promise<number> {
  const res = await c.post(RESERVE_URL, {
    reservation: {
      shop_id: ids.geneva,
      product_id: ids.product,
      firstname: 'Anna',
      lastname: 'Keller',
      email: 'anna.keller@example.com',
      telephone: '+41 79 555 01 87',
    },
    newsletter: false,
    terms: true,
    recaptcha: await c.recaptcha(),
  });
  if (res.statusCode !== 200) throw new Error(`reservation answered ${res.statusCode}: ${res.body}`);
  const { rows } = await t.db.query<{ id: number }>('select max(id) as id from reservation');
  return rows[0]!.id;
}

const decide = (id: number | string, decision: string, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/V1/caseback-boutique/reservations/${id}/${decision}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const genevaQty = () => shopQty(t, ids.geneva, ids.product);
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('select status from reservation where id = $1', [id])).rows[0]!
    .status;

describe('a reservation', () => {
  it('holds one piece for 72 hours', async () => {
    const id = await reserve();
    expect(await genevaQty()).toBe(2);
    const { rows } = await t.db.query<{ status: string; hours: number }>(
      `select status, extract(epoch from expires_at - created_at)::int / 3600 as hours
         from reservation where id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'held', hours: 72 });
  });
});

describe('the boutique operation', () => {
  it('refuses callers without the boutique token (401 with WWW-Authenticate) and changes nothing', async () => {
    const id = await reserve();
    for (const token of [null, 'not-the-boutique-token-0123456789']) {
      const res = await decide(id, 'cancel', token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="caseback-boutique"');
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'A valid boutique token is required.' });
    }
    expect(await statusOf(id)).toBe('held');
    expect(await genevaQty()).toBe(2);
  });

  it('cancel puts the piece back once, however often it is sent; collect after it is a conflict', async () => {
    const id = await reserve();
    const first = await decide(id, 'cancel');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id,
      shop_id: ids.geneva,
      sku: DEMO.sku,
      status: 'cancelled',
      created_at: expect.any(String),
      expires_at: expect.any(String),
      decided_at: expect.any(String),
    });
    expect(await genevaQty()).toBe(3);
    const again = await decide(id, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await genevaQty()).toBe(3);

    const collect = await decide(id, 'collect');
    expect(collect.statusCode).toBe(409);
    expect(collect.json()).toEqual({ code: 'conflict', message: `Reservation ${id} was already cancelled.` });
  });

  it('collect keeps the piece taken, is idempotent, and a later cancel is a conflict', async () => {
    const id = await reserve();
    const first = await decide(id, 'collect');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'collected' });
    expect((await decide(id, 'collect')).json()).toEqual(first.json());
    expect(await genevaQty()).toBe(2);
    const cancel = await decide(id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ code: 'conflict', message: `Reservation ${id} was already collected.` });
    expect(await genevaQty()).toBe(2);
  });

  it('answers 404 for an unknown reservation and 400 for an unknown decision', async () => {
    const missing = await decide(2147483000, 'collect');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'No reservation 2147483000.' });
    const odd = await decide(1, 'keep');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('expiry', () => {
  const expire = (id: number) =>
    t.db.query("update reservation set expires_at = now() - interval '1 second' where id = $1", [id]);

  it('releases expired holds once, puts their pieces back and leaves current holds alone', async () => {
    const old = await reserve();
    const current = await reserve();
    expect(await genevaQty()).toBe(1);
    await expire(old);

    expect(await releaseExpiredHolds(t.db)).toBe(1);
    expect(await statusOf(old)).toBe('expired');
    expect(await statusOf(current)).toBe('held');
    expect(await genevaQty()).toBe(2);
    expect(await releaseExpiredHolds(t.db)).toBe(0);
    expect(await genevaQty()).toBe(2);

    const late = await decide(old, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'conflict',
      message: `Reservation ${old} expired and its piece went back into the boutique's stock.`,
    });
    expect(await genevaQty()).toBe(2);
  });

  it('runs on the expiry schedule, whose first run starts at once', async () => {
    const id = await reserve();
    await expire(id);
    const failed = jest.fn();
    const schedule = scheduleHousekeeping(t.db, expiryTasks(), { removed: () => {}, failed });
    // Stopping waits for the run in progress.
    await schedule.stop();
    expect(failed).not.toHaveBeenCalled();
    expect(await statusOf(id)).toBe('expired');
    expect(await genevaQty()).toBe(3);
  });
});
