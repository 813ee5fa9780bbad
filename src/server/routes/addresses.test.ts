import type { LightMyRequestResponse } from 'fastify';
import { COUNTRIES } from '../../../config/checkout';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { cookieHeader, cookiesOf, createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const LOUISE = 'louise.martin@example.com';
const ANNA = 'anna.keller@example.com';
const KENJI = 'kenji.sato@example.com';

interface Address {
  id: number;
  firstname: string;
  street: string[];
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string;
  country_id: string;
  default_billing: boolean;
  default_shipping: boolean;
}

const TOKYO = COUNTRIES.find((c) => c.id === 'JP')!.regions.find((r) => r.value === '東京都')!;

const customerId = async (email: string) =>
  (await t.db.query<{ id: number }>('select id from customer where email = $1', [email])).rows[0]!.id;

const addressIdsOf = async (email: string) =>
  (
    await t.db.query<{ id: number }>('select id from customer_address where customer_id = $1 order by id', [
      await customerId(email),
    ])
  ).rows.map((r) => r.id);

async function signedIn(email: string): Promise<Shopper> {
  const s = shopper(t);
  await s.signIn(email);
  return s;
}

const list = async (s: Shopper) =>
  ((await s.rest('GET', '/caseback-addresses/mine')).json() as { addresses: Address[] }).addresses;

/** A browser's form post: urlencoded, with the shopper's cookies. */
async function formPost(
  s: Shopper,
  path: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/en-int${path}`,
    remoteAddress: s.address,
    headers: {
      cookie: cookieHeader(s.jar),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
    },
    payload: new URLSearchParams(fields).toString(),
  });
  Object.assign(s.jar, cookiesOf(res));
  return res;
}

/** The confirmation's navigation to the delete link. */
const navigate = (s: Shopper, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/en-int${path}`,
    remoteAddress: s.address,
    headers: { cookie: cookieHeader(s.jar), accept: 'text/html,application/xhtml+xml' },
  });

const PARIS = {
  firstname: 'Louise',
  lastname: 'Martin',
  'street.0': '12 Rue de Rivoli',
  'street.1': '',
  city: 'Paris',
  country_id: 'FR',
  region_id: '',
  region: '',
  postcode: '75004',
  telephone: '+33 6 55 50 18 87',
};

describe('the address book', () => {
  it('answers 401 to every call while signed out', async () => {
    const s = shopper(t);
    await s.section();
    const [id] = await addressIdsOf(LOUISE);
    expect((await s.rest('GET', '/caseback-addresses/mine')).statusCode).toBe(401);
    const read = await s.rest('GET', `/caseback-addresses/mine/${id}`);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toEqual({
      code: 'unauthorized',
      message: 'Please sign in to manage your address book.',
    });
    expect(
      (await formPost(s, '/customer/address/formPost', { ...PARIS, form_key: s.jar.form_key! })).statusCode,
    ).toBe(401);
    expect(
      (await navigate(s, `/customer/address/delete/id/${id}/form_key/${s.jar.form_key}`)).statusCode,
    ).toBe(401);
    expect(await addressIdsOf(LOUISE)).toContain(id);
  });

  it("lists the customer's addresses, the default first, and reads one as [0].address", async () => {
    const s = await signedIn(LOUISE);
    const addresses = await list(s);
    expect(addresses.map((a) => [a.city, a.default_billing, a.default_shipping])).toEqual([
      ['Lyon', true, true],
      ['Paris', false, false],
    ]);
    const res = await s.rest('GET', `/caseback-addresses/mine/${addresses[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ address: addresses[1] }]);
    expect(addresses[1]!.street).toEqual(['7 Place Vendôme', 'Bureau 3']);
  });

  it("gives a region stored as the text of its country list entry that entry's id (the select shows it)", async () => {
    const s = await signedIn(KENJI);
    await t.db.query(
      `insert into customer_address (customer_id, firstname, lastname, street, city, region, postcode, country_id, telephone)
       values ($1, 'Kenji', 'Sato', array['1-1 Marunouchi'], 'Chiyoda-ku', '東京都', '100-0005', 'JP', '+81 3 5550 0000'),
              ($1, 'Kenji', 'Sato', array['1-9-1 Marunouchi'], 'Tokyo', 'Tokyo', '100-0005', 'JP', '+81 3 5550 0001')`,
      [await customerId(KENJI)],
    );
    const addresses = await list(s);
    const chiyoda = addresses.find((a) => a.city === 'Chiyoda-ku')!;
    expect([chiyoda.region, chiyoda.region_id]).toEqual(['東京都', TOKYO.id]);
    // A region the list does not name stays text only: the form asks for the region again.
    const english = addresses.find((a) => a.city === 'Tokyo')!;
    expect([english.region, english.region_id]).toEqual(['Tokyo', null]);
    // The seeded default address names its region as the list does.
    const shibuya = addresses.find((a) => a.city === 'Shibuya-ku')!;
    expect([shibuya.region, shibuya.region_id]).toEqual(['東京都', TOKYO.id]);
    expect(addresses.find((a) => a.city === 'Osaka-shi')).toMatchObject({
      region: '大阪府',
      region_id: expect.any(Number),
    });
  });

  it("answers 404 for another customer's address on read, save and delete, and changes nothing", async () => {
    const s = await signedIn(LOUISE);
    const [annas] = await addressIdsOf(ANNA);
    const before = await t.db.query('select * from customer_address where id = $1', [annas]);
    const notYours = {
      code: 'not_found',
      message: 'This address is not in your address book.',
      field: 'path.addressId',
    };

    const read = await s.rest('GET', `/caseback-addresses/mine/${annas}`);
    expect([read.statusCode, read.json()]).toEqual([404, notYours]);
    const save = await formPost(s, `/customer/address/formPost/id/${annas}`, {
      ...PARIS,
      form_key: s.jar.form_key!,
    });
    expect([save.statusCode, save.json()]).toEqual([404, notYours]);
    const del = await navigate(s, `/customer/address/delete/id/${annas}/form_key/${s.jar.form_key}`);
    expect([del.statusCode, del.json()]).toEqual([404, notYours]);

    expect((await t.db.query('select * from customer_address where id = $1', [annas])).rows).toEqual(
      before.rows,
    );
  });

  it('saves a new address from a form post and redirects to the address book', async () => {
    const s = await signedIn(LOUISE);
    const res = await formPost(s, '/customer/address/formPost', {
      ...PARIS,
      default_shipping: '1',
      form_key: s.jar.form_key!,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/customer/address?result=saved');
    const saved = (await list(s)).find((a) => a.street[0] === '12 Rue de Rivoli')!;
    expect(saved).toMatchObject({
      id: (res.json() as { address_id: number }).address_id,
      street: ['12 Rue de Rivoli'],
      postcode: '75004',
      region: null,
      region_id: null,
      default_billing: false,
      default_shipping: true,
    });
    // The default shipping flag moved; billing stayed with the Lyon address.
    const lyon = (await list(s)).find((a) => a.city === 'Lyon')!;
    expect([lyon.default_billing, lyon.default_shipping]).toEqual([true, false]);
  });

  it('edits an address from JSON, keeping the defaults when the boxes are not ticked', async () => {
    const s = await signedIn(LOUISE);
    const lyon = (await list(s)).find((a) => a.city === 'Lyon')!;
    const res = await s.page('POST', `/customer/address/formPost/id/${lyon.id}`, {
      ...PARIS,
      'street.0': '18 Rue Mercière',
      'street.1': 'Apartment 4',
      city: 'Lyon',
      postcode: '69002',
      form_key: s.jar.form_key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirect_url: '/en-int/customer/address?result=saved',
      message: 'You saved the address.',
      address_id: lyon.id,
    });
    const read = (await s.rest('GET', `/caseback-addresses/mine/${lyon.id}`)).json() as [
      { address: Address },
    ];
    expect(read[0].address).toMatchObject({
      street: ['18 Rue Mercière', 'Apartment 4'],
      default_billing: true,
    });
  });

  it('refuses what the checkout refuses, naming the field, and a form key of another session', async () => {
    const s = await signedIn(ANNA);
    const post = (fields: Record<string, string>) =>
      formPost(s, '/customer/address/formPost', { ...PARIS, form_key: s.jar.form_key!, ...fields });
    const cases: [Record<string, string>, string, string][] = [
      [
        { country_id: 'JP', postcode: '150-0001' },
        'body.region_id',
        'Please choose a region of Japan from the list.',
      ],
      [{ country_id: 'ZZ' }, 'body.country_id', 'We do not deliver to the country "ZZ".'],
      [{ firstname: '   ' }, 'body.firstname', 'This is a required field.'],
      [{ 'street.0': '  ' }, 'body.street.0', 'This is a required field.'],
      [{ postcode: '' }, 'body.postcode', 'Please enter a Zip/Postal Code.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await post(fields);
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'validation_failed', field, message }]);
    }
    const forged = await post({ form_key: 'not-the-session-key' });
    expect(forged.statusCode).toBe(403);
    expect((forged.json() as { code: string }).code).toBe('form_key_invalid');
    expect((await list(s)).map((a) => a.city)).toEqual(['Zurich', 'Zurich']);
  });

  it('saves a Japanese address with a region of the list', async () => {
    const s = await signedIn(KENJI);
    const res = await s.page('POST', '/customer/address/formPost', {
      ...PARIS,
      firstname: 'Kenji',
      lastname: 'Sato',
      country_id: 'JP',
      region_id: String(TOKYO.id),
      city: 'Minato-ku',
      postcode: '106-0032',
      form_key: s.jar.form_key,
    });
    expect(res.statusCode).toBe(200);
    const saved = (await list(s)).find((a) => a.city === 'Minato-ku')!;
    expect([saved.region, saved.region_id]).toEqual(['東京都', TOKYO.id]);
  });

  it('deletes only with the session form key, then redirects to the address book', async () => {
    const s = await signedIn(KENJI);
    const osaka = (await list(s)).find((a) => a.city === 'Osaka-shi')!;
    const forged = await navigate(s, `/customer/address/delete/id/${osaka.id}/form_key/forged-key-0000000`);
    expect([forged.statusCode, (forged.json() as { field: string }).field]).toEqual([403, 'path.form_key']);
    expect((await list(s)).some((a) => a.id === osaka.id)).toBe(true);

    const res = await navigate(s, `/customer/address/delete/id/${osaka.id}/form_key/${s.jar.form_key}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en-int/customer/address?result=deleted');
    expect((await s.rest('GET', `/caseback-addresses/mine/${osaka.id}`)).statusCode).toBe(404);
    const again = await navigate(s, `/customer/address/delete/id/${osaka.id}/form_key/${s.jar.form_key}`);
    expect(again.statusCode).toBe(404);
  });

  it("makes a customer's first address the default billing and shipping address", async () => {
    const s = await signedIn(ANNA);
    await t.db.query('delete from customer_address where customer_id = $1', [await customerId(ANNA)]);
    const res = await s.page('POST', '/customer/address/formPost', { ...PARIS, form_key: s.jar.form_key });
    expect(res.statusCode).toBe(200);
    expect((await list(s)).map((a) => [a.default_billing, a.default_shipping])).toEqual([[true, true]]);
  });

  it('holds a book to 50 addresses (409) and a customer to 60 saves an hour (429 with Retry-After)', async () => {
    const s = await signedIn(ANNA);
    const id = await customerId(ANNA);
    await t.db.query(
      `insert into customer_address (customer_id, firstname, lastname, street, city, postcode, country_id, telephone)
       select $1, 'Anna', 'Keller', array['Lane ' || n], 'Zurich', '8001', 'CH', '+41 44 555 02 34'
         from generate_series(1, 50 - (select count(*) from customer_address where customer_id = $1)) n`,
      [id],
    );
    const full = await s.page('POST', '/customer/address/formPost', { ...PARIS, form_key: s.jar.form_key });
    expect([full.statusCode, full.json()]).toEqual([
      409,
      {
        code: 'conflict',
        message: 'Your address book holds 50 addresses. Please delete one before adding another.',
      },
    ]);

    const [first] = await addressIdsOf(ANNA);
    await t.db.query(
      `insert into rate_limit (bucket, hits, window_ends_at) values ($1, 60, now() + interval '20 minutes')
       on conflict (bucket) do update set hits = 60, window_ends_at = excluded.window_ends_at`,
      [`address-save:${id}`],
    );
    const limited = await s.page('POST', `/customer/address/formPost/id/${first}`, {
      ...PARIS,
      form_key: s.jar.form_key,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(1100);
    expect((limited.json() as { code: string }).code).toBe('rate_limited');
  });
});
