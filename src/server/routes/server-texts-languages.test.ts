import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';
import { shopper, type Shopper } from '../test-utils/cart-test-client';
import {
  ADDRESS,
  newKey,
  placeGuest,
  saveGuestShipping,
  shippingRequest,
  WATCH,
} from '../test-utils/checkout-test-steps';

type Totals = components['schemas']['Totals'];
type ShippingMethod = components['schemas']['ShippingMethod'];
type CheckoutConfig = components['schemas']['CheckoutConfig'];
type PaymentDetails = components['schemas']['PaymentDetails'];
type MainMenu = components['schemas']['MainMenu'];

/**
 * What the server itself words for every store (the configured methods, totals, gift box, menu entries, cart
 * line labels, country names and the custom option refusals), read through the API of stores in each language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cartWithWatch(store: string): Promise<{ s: Shopper; cartId: string }> {
  const s = shopper(t, store);
  const cartId = await s.createGuestCart();
  const res = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 1 } });
  expect(res.statusCode).toBe(200);
  await s.rest('POST', `/caseback-giftbox/guest-carts/${cartId}/giftbox/add`, {});
  return { s, cartId };
}

const titlesOf = (totals: Totals) => totals.total_segments.map((segment) => segment.title);
const methodsOf = async (s: Shopper, cartId: string, country = 'CH') =>
  (
    await s.rest('POST', `/guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: country },
    })
  ).json() as ShippingMethod[];
const configOf = async (store: string) =>
  (await shopper(t, store).rest('GET', '/checkout/config')).json() as CheckoutConfig;

describe('the totals segments', () => {
  it('keep their English in the international store', async () => {
    const { s, cartId } = await cartWithWatch('en-int');
    expect(titlesOf((await s.rest('GET', `/guest-carts/${cartId}/totals`)).json() as Totals)).toEqual([
      'Subtotal',
      'Gift box',
      'Insured delivery',
      'Shipping',
      'Grand Total',
    ]);
  });

  it('are French in fr-ch, German in de-ch and Japanese in ja-jp', async () => {
    const expected: [string, string[]][] = [
      ['fr-ch', ['Sous-total', 'Coffret cadeau', 'Livraison assurée', 'Livraison', 'Total']],
      ['de-ch', ['Zwischensumme', 'Geschenkbox', 'Versicherter Versand', 'Versand', 'Gesamtsumme']],
      ['ja-jp', ['小計', 'ギフトボックス', '保険付き配送', '送料', '合計金額']],
    ];
    for (const [store, titles] of expected) {
      const { s, cartId } = await cartWithWatch(store);
      expect(titlesOf((await s.rest('GET', `/guest-carts/${cartId}/totals`)).json() as Totals)).toEqual(
        titles,
      );
    }
  });
});

describe('the shipping and payment methods', () => {
  it('keep their English in the international store', async () => {
    const { s, cartId } = await cartWithWatch('en-int');
    expect((await methodsOf(s, cartId)).map((m) => [m.carrier_title, m.method_title])).toEqual([
      ['Insured courier', 'Delivered in 2-4 working days'],
      ['Boutique pickup', 'Collect on a date and time of your choice'],
    ]);
  });

  it('are estimated in German in de-ch and in French in fr-ch', async () => {
    const german = await cartWithWatch('de-ch');
    expect((await methodsOf(german.s, german.cartId)).map((m) => [m.carrier_title, m.method_title])).toEqual([
      ['Versicherter Kurier', 'Lieferung in 2–4 Werktagen'],
      ['Abholung in der Boutique', 'Abholung an einem Datum und zu einer Uhrzeit Ihrer Wahl'],
    ]);
    const french = await cartWithWatch('fr-ch');
    expect((await methodsOf(french.s, french.cartId)).map((m) => m.carrier_title)).toEqual([
      'Coursier assuré',
      'Retrait en boutique',
    ]);
  });

  it('answer the shipping step in Japanese in ja-jp: payment methods and totals', async () => {
    const { s, cartId } = await cartWithWatch('ja-jp');
    const tokyo = {
      ...ADDRESS,
      city: '渋谷区',
      street: ['神宮前1-1-1'],
      postcode: '150-0001',
      country_id: 'JP',
      region_id: 1013,
      region: '東京都',
      telephone: '+81 3 0000 0000',
    };
    const res = await saveGuestShipping(s, cartId, shippingRequest('flatrate', undefined, tokyo));
    expect(res.statusCode).toBe(200);
    const details = res.json() as PaymentDetails;
    expect(details.payment_methods).toEqual([
      { code: 'caseback_paylater', title: '3回分割の後払い' },
      { code: 'caseback_wallet', title: 'ウォレット・エクスプレスチェックアウト' },
    ]);
    expect(titlesOf(details.totals)).toEqual(['小計', 'ギフトボックス', '保険付き配送', '送料', '合計金額']);
  });
});

describe('the checkout configuration', () => {
  it('names the countries in English, in English order, in the international store', async () => {
    const config = await configOf('en-int');
    expect(config.countries.map((c) => c.name)).toEqual([
      'Austria',
      'Belgium',
      'France',
      'Germany',
      'Italy',
      'Japan',
      'Netherlands',
      'Spain',
      'Switzerland',
      'United Kingdom',
      'United States',
    ]);
    expect(config.gift_box).toMatchObject({
      giftBoxName: 'Maison Aurèle presentation box',
      giftBoxImgAlt: 'A lacquered presentation box tied with a silk ribbon',
    });
    expect(config.payment_methods.map((m) => m.title)).toEqual([
      'Pay later in 3 instalments',
      'Wallet express checkout',
    ]);
  });

  it('names the countries in French, in French order, and the gift box and fee in French in fr-fr', async () => {
    const config = await configOf('fr-fr');
    expect(config.countries.map((c) => [c.id, c.name])).toEqual([
      ['DE', 'Allemagne'],
      ['AT', 'Autriche'],
      ['BE', 'Belgique'],
      ['ES', 'Espagne'],
      ['US', 'États-Unis'],
      ['FR', 'France'],
      ['IT', 'Italie'],
      ['JP', 'Japon'],
      ['NL', 'Pays-Bas'],
      ['GB', 'Royaume-Uni'],
      ['CH', 'Suisse'],
    ]);
    expect(config.gift_box).toMatchObject({
      giftBoxName: 'Écrin de présentation Maison Aurèle',
      giftBoxImgAlt: 'Un écrin laqué noué d’un ruban de soie',
    });
    expect(config.extra_fee.title).toBe('Livraison assurée');
    expect(config.payment_methods.map((m) => m.title)).toEqual([
      'Paiement différé en 3 fois',
      'Paiement express par portefeuille',
    ]);
  });

  it('names the countries in German in de-ch and in Japanese in ja-jp', async () => {
    const german = await configOf('de-ch');
    expect(german.countries.map((c) => c.name).slice(0, 4)).toEqual([
      'Belgien',
      'Deutschland',
      'Frankreich',
      'Italien',
    ]);
    expect(german.countries.find((c) => c.id === 'CH')!.name).toBe('Schweiz');
    expect(german.gift_box.giftBoxName).toBe('Präsentationsetui von Maison Aurèle');
    const japanese = await configOf('ja-jp');
    expect(japanese.countries.find((c) => c.id === 'JP')!.name).toBe('日本');
    expect(japanese.countries.find((c) => c.id === 'US')!.name).toBe('アメリカ合衆国');
  });
});

describe('the cart line', () => {
  const labelsOf = async (store: string) => {
    const s = shopper(t, store);
    const cartId = await s.createGuestCart();
    const res = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: WATCH, qty: 1 } });
    return (res.json() as { items: { options: { label: string }[] }[] }).items[0]!.options.map(
      (o) => o.label,
    );
  };

  it("labels the variation's dial colour and case size in the store's language", async () => {
    expect(await labelsOf('en-gb')).toEqual(['Dial colour', 'Case size']);
    expect(await labelsOf('de-ch')).toEqual(['Zifferblattfarbe', 'Gehäusegrösse']);
    expect(await labelsOf('fr-fr')).toEqual(['Couleur du cadran', 'Taille du boîtier']);
    expect(await labelsOf('ja-jp')).toEqual(['文字盤の色', 'ケースサイズ']);
  });

  /** The message of the 400 an add to a new guest cart of `store` answers with these custom options. */
  const refusal = async (store: string, custom_options: { option_id: string; option_value: string }[]) => {
    const s = shopper(t, store);
    const cartId = await s.createGuestCart();
    const res = await s.rest('POST', `/guest-carts/${cartId}/items`, {
      cartItem: { sku: WATCH, qty: 1, product_option: { extension_attributes: { custom_options } } },
    });
    expect(res.statusCode).toBe(400);
    return (res.json() as { message: string }).message;
  };

  it("refuses an engraving without the conditions accepted in the store's language", async () => {
    const denied = (store: string) =>
      refusal(store, [
        { option_id: 'engraving', option_value: 'To Anna' },
        { option_id: 'engraving_conditions', option_value: 'deny' },
      ]);
    expect(await denied('en-us')).toBe('Please accept the engraving conditions to have your watch engraved.');
    expect(await denied('fr-ch')).toBe(
      'Veuillez accepter les conditions de gravure pour faire graver votre montre.',
    );
    expect(await denied('de-ch')).toBe(
      'Bitte akzeptieren Sie die Gravurbedingungen, um Ihre Uhr gravieren zu lassen.',
    );
    expect(await denied('ja-jp')).toBe('お時計への刻印をご希望の場合は、刻印の条件にご同意ください。');
  });

  it("names a refused option by the store view's own title", async () => {
    const tooLong = (store: string) =>
      refusal(store, [
        { option_id: 'engraving', option_value: 'For Anna, with all my love' },
        { option_id: 'engraving_conditions', option_value: 'accept' },
      ]);
    expect(await tooLong('en-gb')).toBe('Caseback engraving: at most 20 characters.');
    expect(await tooLong('fr-ch')).toBe('Gravure du fond : 20 caractères au maximum.');
    expect(await tooLong('de-ch')).toBe('Gravur des Gehäusebodens: höchstens 20 Zeichen.');
    expect(await tooLong('ja-jp')).toBe('ケースバックの刻印：20文字以内でご入力ください。');
  });
});

describe('the configured menu entries', () => {
  const menuOf = async (store: string) => {
    const res = await t.app.inject({ url: `/rest/${store}/V1/caseback-menu` });
    expect(res.statusCode).toBe(200);
    const menu = res.json() as MainMenu;
    const services = menu.items.find((i) => i.entity_id === 'services')!;
    return {
      entries: menu.items.filter((i) => ['services', 'boutiques'].includes(i.entity_id)).map((i) => i.name),
      services: services.children.map((c) => c.name),
      alternate: menu.alternate.map((a) => a.name),
    };
  };

  it('keep their English in the international store', async () => {
    expect(await menuOf('en-int')).toEqual({
      entries: ['Services', 'Boutiques'],
      services: ['Register my watch', 'Find a boutique', 'Newsletter', 'Contact us'],
      alternate: ['My account', 'Store locator', 'Register my watch'],
    });
  });

  it('are French in fr-ch, German in de-ch and Japanese in ja-jp', async () => {
    expect(await menuOf('fr-ch')).toEqual({
      entries: ['Services', 'Boutiques'],
      services: ['Enregistrer ma montre', 'Trouver une boutique', 'Newsletter', 'Nous contacter'],
      alternate: ['Mon compte', 'Trouver une boutique', 'Enregistrer ma montre'],
    });
    expect(await menuOf('de-ch')).toEqual({
      entries: ['Services', 'Boutiquen'],
      services: ['Meine Uhr registrieren', 'Boutique finden', 'Newsletter', 'Kontakt'],
      alternate: ['Mein Kundenkonto', 'Boutiquen finden', 'Meine Uhr registrieren'],
    });
    expect(await menuOf('ja-jp')).toEqual({
      entries: ['サービス', 'ブティック'],
      services: ['お時計の登録', 'ブティックを探す', 'ニュースレター', 'お問い合わせ'],
      alternate: ['マイアカウント', 'ブティック検索', 'お時計の登録'],
    });
  });
});

describe('the order view', () => {
  const segmentsOf = async (email: string, store: string, incrementId: string) => {
    const s = shopper(t, store);
    await s.signIn(email);
    const { rows } = await t.db.query<{ id: number }>('select id from sales_order where increment_id = $1', [
      incrementId,
    ]);
    const res = await s.page('GET', `/sales/order/view/order_id/${rows[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const [order] = res.json() as { total_segments: { code: string; title: string }[] }[];
    return order!.total_segments.map((segment) => [segment.code, segment.title]);
  };

  it("titles the totals in Magento's English in the international store", async () => {
    expect(await segmentsOf('anna.keller@example.com', 'en-int', '000000102')).toEqual([
      ['subtotal', 'Subtotal'],
      ['caseback_extrafee', 'Additional fees'],
      ['grand_total', 'Grand Total'],
    ]);
  });

  it('titles the totals in Japanese in ja-jp', async () => {
    expect(await segmentsOf('kenji.sato@example.com', 'ja-jp', '000000103')).toEqual([
      ['subtotal', '小計'],
      ['grand_total', '合計金額'],
    ]);
  });
});

describe('an address refused for its region', () => {
  const refusal = async (store: string, address: Record<string, unknown>) => {
    const { s, cartId } = await cartWithWatch(store);
    const res = await saveGuestShipping(s, cartId, shippingRequest('flatrate', undefined, address));
    expect(res.statusCode).toBe(400);
    return (res.json() as { message: string }).message;
  };
  const japan = { ...ADDRESS, country_id: 'JP', postcode: '150-0001', city: '渋谷区', region_id: null };

  it("names the country in the store's language", async () => {
    expect(await refusal('en-gb', japan)).toBe('Please choose a region of Japan from the list.');
    expect(await refusal('fr-ch', japan)).toBe(
      'Veuillez choisir dans la liste une région de ce pays (Japon).',
    );
    expect(await refusal('ja-jp', { ...japan, country_id: 'US', postcode: '10022' })).toBe(
      'アメリカ合衆国の地域をリストからお選びください。',
    );
    expect(await refusal('de-ch', { ...ADDRESS, region_id: 1013 })).toBe(
      'Für dieses Land (Schweiz) gibt es keine Regionsliste: Bitte geben Sie die Region als Text an.',
    );
  });
});

describe('labels the server answers beside data', () => {
  it("name the comparison's derived rows in the store's language", async () => {
    const { rows } = await t.db.query<{ id: number }>('select id from product where sku = $1', [
      'MA-HER-CHR-01',
    ]);
    const labelsIn = async (store: string) => {
      const s = shopper(t, store);
      const res = await s.rest('POST', '/caseback-compare/items', { product_id: rows[0]!.id });
      expect(res.statusCode).toBe(200);
      return (res.json() as { attribute_labels: { label: string }[] }).attribute_labels
        .map((l) => l.label)
        .slice(0, 3);
    };
    expect(await labelsIn('en-us')).toEqual(['Collection', 'Case size', 'Dial colours']);
    expect(await labelsIn('de-ch')).toEqual(['Kollektion', 'Gehäusegrösse', 'Zifferblattfarben']);
    expect(await labelsIn('fr-fr')).toEqual(['Collection', 'Taille du boîtier', 'Couleurs du cadran']);
    expect(await labelsIn('ja-jp')).toEqual(['コレクション', 'ケースサイズ', '文字盤の色']);
  });

  it("list a row's values as the store's language lists them (case sizes, dial colours)", async () => {
    const { rows } = await t.db.query<{ id: number }>('select id from product where sku = $1', [
      'MA-HER-CHR-01',
    ]);
    const caseSizesIn = async (store: string) => {
      const s = shopper(t, store);
      const res = await s.rest('POST', '/caseback-compare/items', { product_id: rows[0]!.id });
      const body = res.json() as { items: { attributes: { code: string; value: string | null }[] }[] };
      return body.items[0]!.attributes.find((a) => a.code === 'case_size')?.value;
    };
    expect(await caseSizesIn('en-us')).toBe('40 mm and 42 mm');
    expect(await caseSizesIn('fr-fr')).toBe('40 mm et 42 mm');
    expect(await caseSizesIn('de-ch')).toBe('40 mm und 42 mm');
    expect(await caseSizesIn('ja-jp')).toBe('40 mm、42 mm');
  });

  it("name the product page's collection filter in the store's language", async () => {
    const collectionFilter = async (store: string) => {
      const res = await t.app.inject({ url: `/rest/${store}/V1/products/url-key/heritage-chronograph-40` });
      expect(res.statusCode).toBe(200);
      const filters = (res.json() as { variations: { variation_filters: { label: string }[] } }).variations
        .variation_filters;
      return filters.at(-1)!.label;
    };
    expect(await collectionFilter('en-gb')).toBe('The Heritage collection');
    expect(await collectionFilter('fr-ch')).toBe('La collection Heritage');
    expect(await collectionFilter('de-ch')).toBe('Die Kollektion Heritage');
    expect(await collectionFilter('ja-jp')).toBe('Heritage コレクション');
  });
});

describe('an address book entry refused for its region', () => {
  it("names the country in the store's language", async () => {
    const s = shopper(t, 'ja-jp');
    await s.signIn('kenji.sato@example.com');
    const res = await s.page('POST', '/customer/address/formPost', {
      firstname: 'Kenji',
      lastname: 'Sato',
      'street.0': '725 Fifth Avenue',
      'street.1': '',
      city: 'New York',
      country_id: 'US',
      region_id: '',
      region: '',
      postcode: '10022',
      telephone: '+1 212 000 0000',
      form_key: s.jar.form_key,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(
      'アメリカ合衆国の地域をリストからお選びください。',
    );
  });
});

describe("an order's status label", () => {
  const statusesOf = async (email: string, store: string) => {
    const s = shopper(t, store);
    await s.signIn(email);
    const page = (await s.page('GET', '/sales/ajax/orders')).json() as {
      items: { increment_id: string; status_label: string }[];
    };
    const overview = (await s.page('GET', '/customer/ajax/account')).json() as {
      recent_orders: { status_label: string }[];
    };
    return { page: page.items.map((o) => [o.increment_id, o.status_label]), overview };
  };

  it("is Magento's English in the international store and Japanese in ja-jp", async () => {
    expect((await statusesOf('anna.keller@example.com', 'en-int')).page).toContainEqual([
      '000000101',
      'Complete',
    ]);
    const kenji = await statusesOf('kenji.sato@example.com', 'ja-jp');
    expect(kenji.page).toContainEqual(['000000103', '完了']);
    expect(kenji.overview.recent_orders.map((o) => o.status_label)).toContain('完了');
  });
});

describe('an order placed with the gift box', () => {
  it("names the box's order line in the language of the store it is ordered in", async () => {
    const { s, cartId } = await cartWithWatch('fr-ch');
    expect((await saveGuestShipping(s, cartId, shippingRequest('flatrate'))).statusCode).toBe(200);
    const email = 'claire.giftbox@example.com';
    const placed = await placeGuest(s, cartId, newKey(), {
      email,
      paymentMethod: { method: 'caseback_paylater' },
    });
    expect(placed.statusCode).toBe(200);
    const { rows } = await t.db.query<{ name: string; sku: string }>(
      `select i.name, i.sku from sales_order_item i join sales_order o on o.id = i.order_id
        where o.email = $1 order by i.id`,
      [email],
    );
    expect(rows.map((r) => r.name).at(-1)).toBe('Écrin de présentation Maison Aurèle');
  });
});

describe("the store configuration's brand tagline", () => {
  it("is in the store's language", async () => {
    const taglineOf = async (store: string) =>
      (
        (await t.app.inject({ url: `/rest/${store}/V1/store/config` })).json() as {
          brand: { tagline: string };
        }
      ).brand.tagline;
    expect(await taglineOf('en-int')).toBe('Swiss watchmakers since 1887');
    expect(await taglineOf('fr-fr')).toBe('Horlogers suisses depuis 1887');
    expect(await taglineOf('de-ch')).toBe('Schweizer Uhrmacher seit 1887');
    expect(await taglineOf('ja-jp')).toBe('1887年創業のスイス時計工房');
  });
});
