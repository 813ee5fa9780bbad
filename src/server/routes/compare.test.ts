import { shopper, type Shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const ANNA = 'anna.keller@example.com';
const WATCHES = ['MA-HER-CHR-01', 'MA-NAV-DIV-01', 'MA-HER-AUT-02', 'MA-HER-SSC-03', 'MA-HER-MPH-04'];
const STRAP = 'MA-STR-ALL-BLU-20';
const FULL = { code: 'conflict', message: 'You can compare up to 4 products.' };

interface CompareBody {
  count: number;
  max_items: number;
  attribute_labels: { code: string; label: string }[];
  items: {
    id: number;
    sku: string;
    name: string;
    price: { currency: string; amount: number };
    attributes: { code: string; label: string; value: string | null }[];
  }[];
}

async function idOf(sku: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from product where sku = $1', [sku]);
  if (!rows[0]) throw new Error(`No product ${sku}`);
  return rows[0].id;
}

const list = async (s: Shopper) => (await s.rest('GET', '/caseback-compare/items')).json() as CompareBody;
const add = async (s: Shopper, sku: string) =>
  s.rest('POST', '/caseback-compare/items', { product_id: await idOf(sku) });
const skusOf = (body: CompareBody) => body.items.map((i) => i.sku);

/** Empties a customer's list, so each test starts from nothing whatever ran before. */
const clearListOf = (email: string) =>
  t.db.query('delete from compare_item where customer_id = (select id from customer where email = $1)', [
    email,
  ]);

describe('the compare list', () => {
  it('starts empty, and takes products side by side with the same rows for each', async () => {
    const s = shopper(t);
    expect(await list(s)).toEqual({ count: 0, max_items: 4, attribute_labels: [], items: [] });

    expect((await add(s, WATCHES[0]!)).statusCode).toBe(200);
    const res = await add(s, WATCHES[1]!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CompareBody;
    expect(body.count).toBe(2);
    expect(skusOf(body)).toEqual([WATCHES[0], WATCHES[1]]);
    expect(body.attribute_labels.map((l) => l.label)).toEqual([
      'Collection',
      'Case size',
      'Dial colours',
      'Movement',
      'Power reserve',
      'Case material',
      'Water resistance',
      'Crystal',
    ]);
    const [chronograph, diver] = body.items;
    for (const item of body.items) {
      expect(item.attributes.map((a) => a.code)).toEqual(body.attribute_labels.map((l) => l.code));
    }
    const valueOf = (item: CompareBody['items'][number] | undefined, code: string) =>
      item?.attributes.find((a) => a.code === code)?.value;
    expect(valueOf(chronograph, 'collection')).toBe('Heritage');
    expect(valueOf(chronograph, 'case_size')).toBe('40 mm and 42 mm');
    expect(valueOf(chronograph, 'dial_colours')).toBe('Midnight blue and Silver opaline');
    expect(valueOf(diver, 'water_resistance')).toBe('300 m (30 bar)');
    expect(chronograph?.price).toEqual({ currency: 'EUR', amount: 645000, rrp: null });
    // The list answers the same on its own.
    expect(await list(s)).toEqual(body);
  });

  it('prices the same list in the currency of the store it is read in', async () => {
    const s = shopper(t);
    await add(s, WATCHES[0]!);
    expect((await list(s)).items[0]?.price.currency).toBe('EUR');
    const inJapan = shopper(t, 'ja-jp');
    Object.assign(inJapan.jar, s.jar);
    const japanese = await list(inJapan);
    expect(skusOf(japanese)).toEqual([WATCHES[0]]);
    expect(japanese.items[0]?.price.currency).toBe('JPY');
  });

  it('shows a watch and a strap with empty cells where one has no such attribute', async () => {
    const s = shopper(t);
    await add(s, WATCHES[0]!);
    const body = (await add(s, STRAP)).json() as CompareBody;
    const codes = body.attribute_labels.map((l) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['movement', 'lug_width', 'buckle']));
    const [watch, strap] = body.items;
    expect(strap?.attributes.find((a) => a.code === 'movement')?.value).toBeNull();
    expect(strap?.attributes.find((a) => a.code === 'lug_width')?.value).toBe('20 mm');
    expect(watch?.attributes.find((a) => a.code === 'lug_width')?.value).toBeNull();
  });

  it('adds a product already in the list only once', async () => {
    const s = shopper(t);
    await add(s, WATCHES[0]!);
    const again = await add(s, WATCHES[0]!);
    expect(again.statusCode).toBe(200);
    expect(skusOf(again.json() as CompareBody)).toEqual([WATCHES[0]]);
  });

  it('holds at most 4 products: a fifth is refused with a clear message, the list unchanged', async () => {
    const s = shopper(t);
    for (const sku of WATCHES.slice(0, 4)) expect((await add(s, sku)).statusCode).toBe(200);
    const fifth = await add(s, WATCHES[4]!);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual(FULL);
    expect(skusOf(await list(s))).toEqual(WATCHES.slice(0, 4));
    // Adding one that is already there is still fine in a full list.
    expect((await add(s, WATCHES[2]!)).statusCode).toBe(200);
  });

  it('never holds more than 4 even when adds arrive at once', async () => {
    const s = shopper(t);
    await list(s); // the session exists before the race
    const answers = await Promise.all(WATCHES.map((sku) => add(s, sku)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    expect((await list(s)).count).toBe(4);
  });

  it('removes one product, then says it is no longer there; clears the rest', async () => {
    const s = shopper(t);
    await add(s, WATCHES[0]!);
    await add(s, WATCHES[1]!);
    const id = await idOf(WATCHES[0]!);
    const removed = await s.rest('DELETE', `/caseback-compare/items/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(skusOf(removed.json() as CompareBody)).toEqual([WATCHES[1]]);
    const again = await s.rest('DELETE', `/caseback-compare/items/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'not_found',
      message: 'This product is not in your comparison list.',
    });
    const cleared = await s.rest('DELETE', '/caseback-compare/items');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ count: 0, max_items: 4, attribute_labels: [], items: [] });
  });

  it('answers 404 for a product that does not exist, a variation or a hidden product', async () => {
    const s = shopper(t);
    const hidden = await t.db.query<{ id: number }>(
      'select id from product where not is_visible and parent_id is null limit 1',
    );
    for (const productId of [2_000_000_000, await idOf(`${WATCHES[0]!}-BLU-40`), hidden.rows[0]!.id]) {
      const res = await s.rest('POST', '/caseback-compare/items', { product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'This product does not exist.' });
    }
    expect((await list(s)).count).toBe(0);
  });

  it('answers 400 for ids that are not product ids', async () => {
    const s = shopper(t);
    for (const body of [{ product_id: 'abc' }, { product_id: 0 }, { product_id: 1.5 }, {}, { sku: 'x' }]) {
      const res = await s.rest('POST', '/caseback-compare/items', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const path = await s.rest('DELETE', '/caseback-compare/items/abc');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ code: 'validation_failed', field: 'path.product_id' });
  });

  it('refuses calls without X-Requested-With', async () => {
    const s = shopper(t);
    const res = await s.rest('GET', '/caseback-compare/items', undefined, { 'x-requested-with': '' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'header_required' });
  });
});

describe('whose list it is', () => {
  it('keeps each session to its own list', async () => {
    const a = shopper(t);
    const b = shopper(t);
    await add(a, WATCHES[0]!);
    expect((await list(b)).count).toBe(0);
    await add(b, WATCHES[1]!);
    const removeOthers = await b.rest('DELETE', `/caseback-compare/items/${await idOf(WATCHES[0]!)}`);
    expect(removeOthers.statusCode).toBe(404);
    await b.rest('DELETE', '/caseback-compare/items');
    expect(skusOf(await list(a))).toEqual([WATCHES[0]]);
  });

  it("keeps a guest's list for the session, and a session without its cookie starts afresh", async () => {
    const s = shopper(t);
    await add(s, WATCHES[0]!);
    // Later visits with the same cookie (any store) find it again.
    const later = shopper(t, 'en-gb');
    Object.assign(later.jar, s.jar);
    expect(skusOf(await list(later))).toEqual([WATCHES[0]]);
    expect((await list(shopper(t))).count).toBe(0);
  });

  it("joins the guest's list to the customer's at sign-in, within the limit, and keeps it on the account", async () => {
    await clearListOf(ANNA);
    const before = shopper(t);
    await before.signIn(ANNA);
    await add(before, WATCHES[0]!);
    await add(before, WATCHES[1]!);
    await before.signOut();
    expect((await list(before)).count).toBe(0);

    const guest = shopper(t);
    for (const sku of [WATCHES[1]!, WATCHES[2]!, WATCHES[3]!]) await add(guest, sku);
    await guest.signIn(ANNA);
    // The account keeps its products; the guest's join while there is room (one of them was there already).
    expect(skusOf(await list(guest))).toEqual(WATCHES.slice(0, 4));

    const elsewhere = shopper(t);
    await elsewhere.signIn(ANNA);
    expect(skusOf(await list(elsewhere))).toEqual(WATCHES.slice(0, 4));
  });

  it('drops what does not fit when the account list is full', async () => {
    await clearListOf(ANNA);
    const owner = shopper(t);
    await owner.signIn(ANNA);
    for (const sku of WATCHES.slice(0, 4)) await add(owner, sku);
    const guest = shopper(t);
    await add(guest, WATCHES[4]!);
    await guest.signIn(ANNA);
    expect(skusOf(await list(guest))).toEqual(WATCHES.slice(0, 4));
  });
});
