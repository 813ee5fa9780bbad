import type { components } from '../../common/contract/schema.gen';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { shopper } from '../test-utils/cart-test-client';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Product = components['schemas']['ProductDetail'];
type Line = { sku: string; options: { label: string; value: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WATCH_KEY = 'heritage-chronograph-40';
const LEATHER_STRAP_KEY = 'midnight-blue-alligator-leather-strap-20-mm';

const product = async (store: string, urlKey: string): Promise<Product> => {
  const res = await t.app.inject({ url: `/rest/${store}/V1/products/url-key/${urlKey}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Product;
};

/** What a shopper reads of a watch page's stored content: sections, engraving and size guide. */
const watchContent = async (store: string) => {
  const p = await product(store, WATCH_KEY);
  const engraving = p.custom_options.find((o) => o.option_id === 'engraving')!;
  const features = p.features ?? [];
  return {
    featureTitles: features.map((f) => f.title),
    movement: features[0]?.text,
    case: features[1]?.text,
    dial: features[2]?.text,
    alt: features[0]?.image.alt,
    engraving: engraving.title,
    conditions: engraving.engraving!.conditions.title,
    conditionsText: engraving.engraving!.conditions.text.split('\n\n')[2],
    sizeGuide: p.size_guide,
  };
};

const strapLengths = async (store: string) => {
  const p = await product(store, LEATHER_STRAP_KEY);
  const length = p.custom_options.find((o) => o.option_id === 'strap_length')!;
  return { title: length.title, values: length.values.map((v) => v.title), sizeGuide: p.size_guide?.label };
};

const WATCH_GUIDE_URL = '/media/size-guides/watch-size-guide.pdf';

describe('the product page’s content in the store view’s language (issue 13)', () => {
  it('writes a watch’s sections, engraving and size guide in French, German and Japanese', async () => {
    expect(await watchContent('fr-ch')).toEqual({
      featureTitles: ['Le mouvement', 'Le boîtier', 'Le cadran'],
      movement:
        'Une roue à colonnes commande le départ, l’arrêt et la remise à zéro : chaque poussoir répond avec la même netteté.',
      case: 'Acier inoxydable, 40 mm ou 42 mm de diamètre, avec une glace saphir de chaque côté.',
      dial: 'Un cadran bleu nuit, laqué en douze couches et poli à la main entre chacune, pour la Heritage Chronograph.',
      alt: 'Heritage Chronograph — le mouvement',
      engraving: 'Gravure du fond',
      conditions: 'Conditions de gravure',
      conditionsText: 'La gravure prolonge le délai de livraison de 10 jours ouvrables au plus.',
      sizeGuide: { label: 'Guide des tailles', url: WATCH_GUIDE_URL },
    });
    expect(await watchContent('de-ch')).toEqual({
      featureTitles: ['Das Uhrwerk', 'Das Gehäuse', 'Das Zifferblatt'],
      movement:
        'Ein Schaltrad steuert Start, Stopp und Nullstellung, sodass jeder Drücker mit demselben präzisen Druckpunkt antwortet.',
      case: 'Edelstahl, 40 mm oder 42 mm Durchmesser, mit Saphirglas auf beiden Seiten.',
      dial: 'Ein Zifferblatt in Nachtblau, in zwölf Schichten lackiert und nach jeder Schicht von Hand poliert, für die Heritage Chronograph.',
      alt: 'Heritage Chronograph — das Uhrwerk',
      engraving: 'Gravur des Gehäusebodens',
      conditions: 'Gravurbedingungen',
      conditionsText: 'Die Gravur verlängert die Lieferfrist um bis zu 10 Arbeitstage.',
      sizeGuide: { label: 'Grössentabelle', url: WATCH_GUIDE_URL },
    });
    expect(await watchContent('ja-jp')).toEqual({
      featureTitles: ['ムーブメント', 'ケース', 'ダイヤル'],
      movement:
        'コラムホイールがスタート、ストップ、リセットを制御し、どのプッシャーも同じ確かな感触でお応えします。',
      case: 'ステンレススチール、直径40 mmまたは42 mm。表裏の両面にサファイアクリスタルを備えています。',
      dial: 'Heritage Chronographのために、12層のラッカーを重ね、一層ごとに手作業で磨き上げたミッドナイトブルーのダイヤル。',
      alt: 'Heritage Chronograph — ムーブメント',
      engraving: 'ケースバックの刻印',
      conditions: '刻印に関する条件',
      conditionsText: '刻印を承る場合、お届けまでに最大10営業日を追加でいただきます。',
      sizeGuide: { label: 'サイズガイド', url: WATCH_GUIDE_URL },
    });
  });

  it('names a leather strap’s lengths and its size guide in each language', async () => {
    expect(await strapLengths('fr-fr')).toEqual({
      title: 'Longueur du bracelet',
      values: ['Standard, 115 / 75 mm', 'Court, 105 / 70 mm', 'Long, 125 / 85 mm'],
      sizeGuide: 'Guide des tailles des bracelets',
    });
    expect(await strapLengths('de-ch')).toEqual({
      title: 'Armbandlänge',
      values: ['Standard, 115 / 75 mm', 'Kurz, 105 / 70 mm', 'Lang, 125 / 85 mm'],
      sizeGuide: 'Grössentabelle für Armbänder',
    });
    expect(await strapLengths('ja-jp')).toEqual({
      title: 'ストラップの長さ',
      values: ['標準（115 / 75 mm）', '短め（105 / 70 mm）', '長め（125 / 85 mm）'],
      sizeGuide: 'ストラップのサイズガイド',
    });
  });

  it('reads the default English in a store view without texts of its own', async () => {
    for (const store of ['en-int', 'en-gb']) {
      expect(await watchContent(store)).toMatchObject({
        featureTitles: ['The movement', 'The case', 'The dial'],
        movement:
          'A column wheel commands start, stop and reset, so each pusher answers with the same crisp touch.',
        alt: 'Heritage Chronograph — the movement',
        engraving: 'Caseback engraving',
        conditions: 'Engraving conditions',
        sizeGuide: { label: 'Size guide', url: WATCH_GUIDE_URL },
      });
      expect(await strapLengths(store)).toEqual({
        title: 'Strap length',
        values: ['Standard, 115 / 75 mm', 'Short, 105 / 70 mm', 'Long, 125 / 85 mm'],
        sizeGuide: 'Strap size guide',
      });
    }
  });

  it('titles cart lines with the store view’s option, choice and colour names', async () => {
    const lineOptions = async (store: string, cartItem: Record<string, unknown>) => {
      const s = shopper(t, store);
      const cartId = await s.createGuestCart();
      const res = await s.rest('POST', `/guest-carts/${cartId}/items`, { cartItem });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: Line[] }).items[0]!.options;
    };
    const strap = (length: string) => ({
      sku: 'MA-STR-ALL-BLU-20',
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: 'strap_length', option_value: length }] },
      },
    });
    expect(await lineOptions('fr-ch', strap('short'))).toEqual([
      { label: 'Longueur du bracelet', value: 'Court, 105 / 70 mm' },
    ]);
    expect(await lineOptions('ja-jp', strap('long'))).toEqual([
      { label: 'ストラップの長さ', value: '長め（125 / 85 mm）' },
    ]);
    const engraved = await lineOptions('de-ch', {
      sku: 'MA-HER-CHR-01-BLU-40',
      qty: 1,
      product_option: {
        extension_attributes: {
          custom_options: [
            { option_id: 'engraving', option_value: 'Für A.' },
            { option_id: 'engraving_conditions', option_value: 'accept' },
          ],
        },
      },
    });
    expect(engraved.map((o) => o.value)).toContain('Nachtblau');
    expect(engraved).toContainEqual({ label: 'Gravur des Gehäusebodens', value: 'Für A.' });
    expect(await lineOptions('en-gb', strap('short'))).toEqual([
      { label: 'Strap length', value: 'Short, 105 / 70 mm' },
    ]);
  });

  it('serves an editor’s change once the catalogue cache is told, each text falling back on its own', async () => {
    const storeId = async (code: string) =>
      (await t.db.query<{ id: number }>('select id from store where code = $1', [code])).rows[0]!.id;
    const guide = (
      await t.db.query<{ id: number }>(`select id from size_guide where code = 'watch-size-guide'`)
    ).rows[0]!.id;
    expect((await watchContent('en-gb')).sizeGuide?.label).toBe('Size guide');
    // en-gb gains a British label of its own; fr-fr loses its French one.
    await t.db.query(
      `insert into store_view_text (entity, entity_id, field, store_id, value) values ('size_guide', $1, 'label', $2, 'Sizing guide')`,
      [guide, await storeId('en-gb')],
    );
    await t.db.query(
      `delete from store_view_text where entity = 'size_guide' and entity_id = $1 and store_id = $2`,
      [guide, await storeId('fr-fr')],
    );
    // The texts ride the catalogue cache (a store view's texts are read once), so until told the page is as it was.
    expect((await watchContent('en-gb')).sizeGuide?.label).toBe('Size guide');
    await invalidateCatalogue(t.db);
    expect((await watchContent('en-gb')).sizeGuide).toEqual({ label: 'Sizing guide', url: WATCH_GUIDE_URL });
    expect((await watchContent('en-int')).sizeGuide?.label).toBe('Size guide');
    const fr = await watchContent('fr-fr');
    expect(fr.sizeGuide?.label).toBe('Size guide');
    expect(fr.featureTitles).toEqual(['Le mouvement', 'Le boîtier', 'Le cadran']);
    expect(fr.engraving).toBe('Gravure du fond');
  });
});
