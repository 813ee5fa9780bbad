import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Tree = components['schemas']['CategoryTree'];
type Listing = components['schemas']['ProductListing'];
type Product = components['schemas']['ProductDetail'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const tree = (store: string) => get<Tree>(`/rest/${store}/V1/categories`);
const product = (store: string, urlKey: string) =>
  get<Product>(`/rest/${store}/V1/products/url-key/${urlKey}`);

describe('the catalogue in the store view’s language (issue 13)', () => {
  it('names the categories in each language, the collections by the house’s own names', async () => {
    const names = async (store: string) => (await tree(store)).items.map((c) => c.name);
    expect(await names('en-int')).toEqual(['Watches', 'Straps', 'The House']);
    expect(await names('fr-ch')).toEqual(['Montres', 'Bracelets', 'La Maison']);
    expect(await names('fr-fr')).toEqual(['Montres', 'Bracelets', 'La Maison']);
    expect(await names('de-ch')).toEqual(['Uhren', 'Armbänder', 'Das Haus']);
    expect(await names('ja-jp')).toEqual(['ウォッチ', 'ストラップ', 'メゾンについて']);
    const heritage = (await tree('de-ch')).items[0]!.children.find((c) => c.url_key === 'heritage')!;
    expect(heritage.name).toBe('Heritage');
    expect(heritage.description).toMatch(/^Elegante Uhren aus dem Archiv der Manufaktur/);
  });

  it('writes a watch page in the store’s language: description, specifications, colours, breadcrumbs', async () => {
    const en = await product('en-int', 'heritage-chronograph-40');
    const fr = await product('fr-ch', 'heritage-chronograph-40');
    expect(fr.name).toBe('Heritage Chronograph');
    expect(fr.description).toMatch(
      /^Née d’un dessin des années 1930 conservé dans nos archives.*La Heritage Chronograph mesure les intervalles/,
    );
    expect(fr.specifications.map((s) => s.label)).toEqual([
      'Mouvement',
      'Réserve de marche',
      'Matière du boîtier',
      'Étanchéité',
      'Glace',
      'Diamètre',
    ]);
    expect(fr.specifications[0]!.value).toBe('Calibre MA 3120, chronographe automatique à roue à colonnes');
    expect(fr.specifications[5]!.value).toBe('40 mm ou 42 mm');
    expect(fr.breadcrumbs.map((b) => b.name)).toEqual(['Montres', 'Heritage']);
    // Japanese sentences follow a full stop with no space, as Japanese is written.
    const japanese = await product('ja-jp', 'heritage-chronograph-40');
    expect(japanese.description).toMatch(
      /^当メゾンのアーカイブに残る1930年代のデザインに基づき.*受け継いでいます。Heritage Chronographは/,
    );
    expect(japanese.description).not.toMatch(/。 /);
    const colours = fr.configurable_options.find((o) => o.code === 'colour')!;
    expect(colours.label).toBe('Couleur du cadran');
    expect(colours.values.map((v) => v.label)).toEqual(['Bleu nuit', 'Argenté opalin']);
    // English as before; in one currency the same prices and variations whatever the language.
    expect(en.description).toMatch(/^Drawn from a 1930s design kept in our archive/);
    expect(en.specifications[0]).toEqual({
      label: 'Movement',
      value: 'Calibre MA 3120, automatic column-wheel chronograph',
    });
    const ja = await product('ja-jp', 'heritage-chronograph-40');
    expect(ja.specifications.find((s) => s.label === '防水性')?.value).toBe('50 m（5気圧）');
    const fc = await product('fr-ch', 'heritage-chronograph-40');
    const de = await product('de-ch', 'heritage-chronograph-40');
    expect(fc.variants.map((v) => [v.sku, v.price])).toEqual(de.variants.map((v) => [v.sku, v.price]));
  });

  it('names straps in the store’s language and lists, filters and sorts in it', async () => {
    const { items: tree0 } = await tree('de-ch');
    const straps = tree0.find((c) => c.url_key === 'straps')!;
    const listing = await get<Listing>(`/rest/de-ch/V1/categories/${straps.entity_id}/products?page_size=36`);
    expect(listing.items.map((i) => i.name)).toContain('Alligatorlederarmband in Schwarz, 20 mm');
    expect(listing.filters.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Zifferblattfarbe', 'Material']),
    );
    const colours = listing.filters.find((f) => f.code === 'colour');
    expect(colours?.type === 'checkbox' ? colours.options.map((o) => o.label) : []).toContain('Nachtblau');
    expect(listing.sort.options.map((o) => o.label)).toEqual(['Empfehlung', 'Name', 'Preis', 'Neuheiten']);
    const ja = await get<Listing>(`/rest/ja-jp/V1/categories/${straps.entity_id}/products?page_size=36`);
    expect(ja.items.map((i) => i.name)).toContain('ブラック アリゲーターレザーストラップ 20mm');
  });
});
