import { shopper } from '../test-utils/cart-test-client';
import { cookieHeader, createTestApp, type TestApp } from '../test-utils/test-app';

/**
 * The API answers a shopper in the language of the store its path names (`/rest/{store}/…`, `/{store}/…`):
 * the contract's validation, the domain's refusals, the router's own and the routes' answers alike. English
 * stays the spec's, word for word.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.query('delete from rate_limit'));

const STRAP = 'MA-STR-ALL-BLU-20';

async function messagesOf(store: string) {
  const s = shopper(t, store);
  const cartId = await s.createGuestCart();
  const add = (cartItem: Record<string, unknown>) =>
    s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem });
  const answers = {
    required: await add({ qty: 1 }),
    maximum: await add({ sku: STRAP, qty: 1000 }),
    unknownSku: await add({ sku: 'NO-SUCH-SKU', qty: 1 }),
    noCart: await s.rest('GET', `/guest-carts/${'A'.repeat(32)}`),
  };
  await s.section();
  const logout = (formKey: string | undefined) =>
    s.page('POST', '/customer/ajax/logout', { form_key: formKey });
  const more = { staleForm: await logout('ABCDEFGHIJKLMNOP'), signedOut: await logout(s.jar.form_key) };
  return Object.fromEntries(
    Object.entries({ ...answers, ...more }).map(([name, res]) => {
      const body = res.json() as { message: string };
      return [name, `${res.statusCode} ${body.message}`];
    }),
  );
}

describe('the messages of the API', () => {
  it('stay the spec’s English in an English store', async () => {
    expect(await messagesOf('en-int')).toEqual({
      required: '400 body.cartItem.sku is required',
      maximum: '400 body.cartItem.qty must be <= 10',
      unknownSku: '404 Product "NO-SUCH-SKU" does not exist.',
      noCart: '404 No such cart.',
      staleForm: '403 Invalid form key. Please refresh the page.',
      signedOut: '200 You are signed out.',
    });
  });

  it('are French in the Swiss French store', async () => {
    expect(await messagesOf('fr-ch')).toEqual({
      required: '400 body.cartItem.sku est obligatoire',
      maximum: '400 body.cartItem.qty doit être <= 10',
      unknownSku: '404 Le produit « NO-SUCH-SKU » n’existe pas.',
      noCart: '404 Ce panier n’existe pas.',
      staleForm: '403 Clé de formulaire invalide. Veuillez actualiser la page.',
      signedOut: '200 Vous êtes déconnecté(e).',
    });
  });

  it('are German in the Swiss German store', async () => {
    expect(await messagesOf('de-ch')).toEqual({
      required: '400 body.cartItem.sku ist erforderlich',
      maximum: '400 body.cartItem.qty muss <= 10 sein',
      unknownSku: '404 Das Produkt „NO-SUCH-SKU“ existiert nicht.',
      noCart: '404 Dieser Warenkorb existiert nicht.',
      staleForm: '403 Ungültiger Formularschlüssel. Bitte laden Sie die Seite neu.',
      signedOut: '200 Sie sind abgemeldet.',
    });
  });

  it('are Japanese in the Japanese store', async () => {
    expect(await messagesOf('ja-jp')).toEqual({
      required: '400 body.cartItem.sku は必須です',
      maximum: '400 body.cartItem.qty は <= 10 でなければなりません',
      unknownSku: '404 商品「NO-SUCH-SKU」は存在しません。',
      noCart: '404 このカートは存在しません。',
      staleForm: '403 フォームキーが無効です。ページを再読み込みしてください。',
      signedOut: '200 ログアウトしました。',
    });
  });

  it('are English where the path names no store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/xx-xx/V1/guest-carts/' + 'A'.repeat(32) });
    expect(res.json()).toEqual({
      code: 'store_not_found',
      message: 'Store "xx-xx" does not exist.',
      field: 'path.store_code',
    });
  });

  it('give the warranty’s date long, in the store’s locale', async () => {
    const warranty = async (email: string, store: string, serial: string) => {
      const s = shopper(t, store);
      await s.signIn(email);
      const { rows } = await t.db.query<{ id: number }>('select id from registered_watch where serial = $1', [
        serial,
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/${store}/registermywatch/ajax/warrantycheck`,
        remoteAddress: s.address,
        headers: {
          cookie: cookieHeader(s.jar),
          'content-type': 'application/x-www-form-urlencoded',
          'x-form-key': s.jar.form_key ?? '',
          'x-requested-with': 'XMLHttpRequest',
        },
        payload: new URLSearchParams({ watch_id: String(rows[0]!.id) }).toString(),
      });
      return (res.json() as { message: string }).message;
    };
    // How far the day is from today is worded by each locale (watch-care.test.ts has the exact figures).
    expect(await warranty('anna.keller@example.com', 'en-int', 'MA7H3P9D2')).toMatch(
      /^Your watch is under warranty until 14 November 2030 \(in \d+ years?\)\.$/,
    );
    expect(await warranty('anna.keller@example.com', 'de-ch', 'MA7H3P9D2')).toMatch(
      /^Ihre Uhr steht bis zum 14\. November 2030 unter Garantie \(in \d+ Jahren?\)\.$/,
    );
    expect(await warranty('henri.dubois@example.com', 'fr-ch', 'MA8K2R6T4')).toMatch(
      /^La garantie de cette montre a pris fin le 9 avril 2023 \(il y a \d+ ans?\)\.$/,
    );
    expect(await warranty('kenji.sato@example.com', 'ja-jp', 'MA9J4N6B3')).toMatch(
      /^お客様の時計は2030年6月1日まで保証対象です（\d+ 年後）。$/,
    );
  });
});
