import { releaseExpiredHolds } from '../../src/server/domain/reservation/holds';
import {
  DEMO,
  formClient,
  productId,
  RESERVE_URL,
  shopId,
  shopQty,
} from '../../src/server/routes/reservation-test-client';
import { createTestApp, type TestApp } from '../../src/server/test-utils/test-app';

/**
 * A boutique cancelling holds while the expiry schedule releases the same ones (on several servers at once):
 * every piece goes back exactly once. Needs PostgreSQL (PGlite runs one statement at a time, so nothing races).
 */
const POSTGRES = process.env.TEST_DATABASE_URL;
const HOLDS = 6;
const TOKEN = 'boutique-token-for-the-race-0123456789';

if (!POSTGRES) {
  it('runs on PostgreSQL only', () => {
    throw new Error('test/load/hold-release-race.test.ts needs PostgreSQL: set TEST_DATABASE_URL.');
  });
} else {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ boutiqueToken: TOKEN });
    expect(t.db.driver).toBe('postgres');
  });
  afterAll(() => t.close());

  it(`returns each of ${HOLDS} expired holds to stock once when cancels and expiry runs race`, async () => {
    const shop = await shopId(t, DEMO.shop);
    const product = await productId(t, DEMO.sku);
    await t.db.query('update shop_stock set qty = $3 where shop_id = $1 and product_id = $2', [
      shop,
      product,
      HOLDS,
    ]);
    const c = await formClient(t);
    for (let i = 0; i < HOLDS; i++) {
      const res = await c.post(
        RESERVE_URL,
        {
          reservation: {
            shop_id: shop,
            product_id: product,
            firstname: 'Anna',
            lastname: 'Keller',
            email: 'anna.keller@example.com',
            telephone: '+41 79 555 01 87',
          },
          newsletter: false,
          terms: true,
          recaptcha: await c.recaptcha(),
        },
        { ip: `10.9.0.${i + 1}` },
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await shopQty(t, shop, product)).toBe(0);
    const { rows } = await t.db.query<{ id: number }>(
      "update reservation set expires_at = now() - interval '1 second' where status = 'held' returning id",
    );
    expect(rows).toHaveLength(HOLDS);

    const cancels = rows.map(({ id }) =>
      t.app.inject({
        method: 'POST',
        url: `/rest/V1/caseback-boutique/reservations/${id}/cancel`,
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
    );
    const sweeps = [releaseExpiredHolds(t.db), releaseExpiredHolds(t.db), releaseExpiredHolds(t.db)];
    const [answers, released] = await Promise.all([Promise.all(cancels), Promise.all(sweeps)]);

    const statuses = await t.db.query<{ id: number; status: string }>(
      'select id, status from reservation where id = any($1) order by id',
      [rows.map((r) => r.id)],
    );
    const cancelled = statuses.rows.filter((r) => r.status === 'cancelled').length;
    const expired = statuses.rows.filter((r) => r.status === 'expired').length;
    expect(cancelled + expired).toBe(HOLDS);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(cancelled);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(expired);
    expect(released.reduce((a, b) => a + b, 0)).toBe(expired);
    expect(await shopQty(t, shop, product)).toBe(HOLDS);
  });
}
