import type { components } from '../../common/contract/schema.gen';
import { invalidateCatalogue } from '../domain/catalog/catalog-cache';
import { refreshStoreViewSearch } from '../domain/catalog/store-view-search.sql';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Listing = components['schemas']['ProductListing'];

// Search in the store's language (migration 030) on the real seed: each store view matches the texts its
// shoppers read (seed step 028_catalogue_texts), with the default English where it has none of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(store: string, term: string): Promise<Listing> {
  const res = await t.app.inject({
    url: `/rest/${store}/V1/search?q=${encodeURIComponent(term)}&page_size=36`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Listing;
}
const names = async (store: string, term: string) => (await search(store, term)).items.map((i) => i.name);

/** The eight watches with a chronograph (seven so named, and the Meridian Flyback). */
const CHRONOGRAPHS = [
  'Heritage Chronograph',
  'Navigator Chronograph',
  'Navigator Regatta Chronograph',
  'Atelier Split-Seconds Chronograph',
  'Lumière Chronograph',
  'Horizon Chronograph',
  'Meridian Pilot Chronograph',
  'Meridian Flyback',
];

describe('search in French (fr-ch)', () => {
  it('finds the chronographs by a word of their French description, accented or not', async () => {
    // 'mesure les intervalles au cinquième de seconde' (catalogue-texts/fr.ts)
    expect((await names('fr-ch', 'cinquième')).sort()).toEqual([...CHRONOGRAPHS].sort());
    expect((await names('fr-ch', 'CINQUIEME')).sort()).toEqual([...CHRONOGRAPHS].sort());
    // The English store reads no French.
    expect((await search('en-gb', 'cinquième')).total_count).toBe(0);
  });

  it('matches a word in any form the French stemmer knows, without its accents', async () => {
    // 'est une montre de tous les jours': montre, montres and montrés are one word to the search.
    const montre = await names('fr-ch', 'montre');
    expect(montre).toContain('Heritage Automatic');
    expect(await names('fr-ch', 'montrés')).toEqual(montre);
    expect(await names('fr-ch', 'montres')).toEqual(montre);
  });

  it('finds straps by their French name, every word required', async () => {
    const { items } = await search('fr-ch', 'bracelet cuir alligator');
    const { rows } = await t.db.query<{ sku: string }>(
      "select sku from product where sku like 'MA-STR-ALL-%'",
    );
    expect(items.map((i) => i.sku).sort()).toEqual(rows.map((r) => r.sku).sort());
    expect(items.every((i) => i.name.startsWith('Bracelet en cuir d’alligator'))).toBe(true);
  });

  it('falls back to the default English where the store view has no text of its own', async () => {
    // Watch names are the house's own and not translated: the English name is what fr-ch shoppers read.
    expect(await names('fr-ch', 'chronograph')).toEqual(await names('en-gb', 'chronograph'));
    expect(await names('fr-ch', 'regatta')).toEqual(['Navigator Regatta Chronograph']);
  });

  it('does not match English words of a description the store view has in French', async () => {
    // 'sapphire' is in the English descriptions only: fr-ch shoppers read 'saphir'.
    expect((await search('en-gb', 'sapphire')).total_count).toBeGreaterThan(0);
    expect((await search('fr-ch', 'sapphire')).total_count).toBe(0);
  });

  it('finds a text an editor wrote once the store view documents are refreshed', async () => {
    const { rows } = await t.db.query<{ id: number }>("select s.id from store s where s.code = 'fr-fr'");
    const storeId = rows[0]!.id;
    const product = await t.db.query<{ id: number }>("select id from product where sku = 'MA-NAV-DIV-01'");
    const productId = product.rows[0]!.id;
    expect((await search('fr-fr', 'scaphandrier')).total_count).toBe(0);
    await t.db.transaction(async (tx) => {
      await tx.query(
        `insert into store_view_text (entity, entity_id, field, store_id, value)
         values ('product', $1, 'description', $2, 'La montre du scaphandrier.')
         on conflict (store_id, entity, entity_id, field) do update set value = excluded.value`,
        [productId, storeId],
      );
      await refreshStoreViewSearch(tx, { storeIds: [storeId], productIds: [productId] });
    });
    await invalidateCatalogue(t.db);
    expect(await names('fr-fr', 'scaphandriers')).toEqual(['Navigator Diver 300']);
    // The other French store view has its own texts, so its own document and its own cached ranking.
    expect((await search('fr-ch', 'scaphandriers')).total_count).toBe(0);
  });
});

describe('search in German (de-ch)', () => {
  it('finds the chronographs by a word of their German description in another form', async () => {
    // 'mit nah am Gehäuse liegenden Drückern': the singular finds the plural, with or without its umlaut.
    expect((await names('de-ch', 'Drücker')).sort()).toEqual([...CHRONOGRAPHS].sort());
    expect((await names('de-ch', 'drucker')).sort()).toEqual([...CHRONOGRAPHS].sort());
  });

  it('finds every strap by the plural of the word its description uses', async () => {
    // '... schmiegt sich dieses Armband ... an': Armbänder is its plural.
    const { items, total_count } = await search('de-ch', 'Armbänder');
    expect(total_count).toBe(30);
    expect(items.every((i) => i.sku.startsWith('MA-STR-'))).toBe(true);
  });

  it('finds a genitive by its plural', async () => {
    // 'kennt die Länge jedes Monats und jedes Schaltjahres'
    expect(await names('de-ch', 'Schaltjahre')).toEqual(['Atelier Perpetual Calendar']);
  });

  it('reads ß as ss, as Swiss German writes it', async () => {
    // 'Das Gehäuse besteht aus 18 Karat Weissgold': a word prefix, typed either way.
    const whiteGold = await names('de-ch', 'weiss');
    expect(whiteGold.length).toBeGreaterThan(0);
    expect(await names('de-ch', 'Weiß')).toEqual(whiteGold);
  });
});

describe('search in Japanese (ja-jp)', () => {
  it('finds a katakana word inside the description, however it is typed', async () => {
    // 'ケースに寄り添うプッシャーで...' (chronographs): full-width, then half-width katakana.
    expect((await names('ja-jp', 'プッシャー')).sort()).toEqual([...CHRONOGRAPHS].sort());
    expect((await names('ja-jp', 'ﾌﾟｯｼｬｰ')).sort()).toEqual([...CHRONOGRAPHS].sort());
  });

  it('finds kanji inside a sentence, down to one character', async () => {
    // 'すべての月と閏年の長さを把握しており' (the perpetual calendar)
    expect(await names('ja-jp', '閏年')).toEqual(['Atelier Perpetual Calendar']);
    expect(await names('ja-jp', '閏')).toEqual(['Atelier Perpetual Calendar']);
  });

  it('needs the characters together and in order, not only pairs of them somewhere', async () => {
    // The perpetual calendar reads '閏年の長さ' and '2100年まで': both pairs of 閏年ま, but not 閏年ま itself.
    expect(await names('ja-jp', '年まで')).toEqual(['Atelier Perpetual Calendar']);
    expect((await search('ja-jp', '閏年ま')).total_count).toBe(0);
    expect((await search('ja-jp', '年閏')).total_count).toBe(0);
  });

  it('finds the Japanese strap names and the English watch names, full-width Latin too', async () => {
    const alligator = await search('ja-jp', 'アリゲーター ストラップ');
    expect(alligator.total_count).toBe((await search('fr-ch', 'bracelet cuir alligator')).total_count);
    expect(alligator.items.every((i) => i.name.includes('アリゲーターレザーストラップ'))).toBe(true);
    expect(await names('ja-jp', 'ｃｈｒｏｎｏｇｒａｐｈ')).toEqual(await names('en-gb', 'chronograph'));
  });
});

describe('search in English', () => {
  it('is the same in every English store view and reads no other language', async () => {
    const chronographs = await names('en-gb', 'chronograph');
    expect(chronographs).toHaveLength(7);
    expect(await names('en-int', 'chronograph')).toEqual(chronographs);
    expect(await names('en-us', 'chronograph')).toEqual(chronographs);
    expect((await search('en-gb', 'プッシャー')).total_count).toBe(0);
    expect((await search('en-gb', 'Drücker')).total_count).toBe(0);
    // The same words right after a French store view searched them: each store view's ranking is its own.
    expect((await search('fr-ch', 'acier')).total_count).toBeGreaterThan(0);
    expect((await search('en-gb', 'acier')).total_count).toBe(0);
  });
});

describe('a term with no word to search', () => {
  it.each([
    ['fr-ch', 'de la'],
    ['de-ch', 'der die das'],
    ['ja-jp', '、。・'],
  ])('finds nothing in %s (%s), without an error', async (store, term) => {
    expect((await search(store, term)).total_count).toBe(0);
  });

  // The contract's fuzz searches en-int only; these reach the French and Japanese query builders.
  it.each(['fr-ch', 'ja-jp'])('answers odd text in %s with a listing', async (store) => {
    for (const term of ["\\' | ! & <-> :* ( )", 'مرحبا 🕰️', '閏'.repeat(128)]) {
      expect((await search(store, term)).total_count).toBe(0);
    }
  });
});

describe('a SKU typed in full', () => {
  it.each(['en-gb', 'fr-ch', 'de-ch', 'ja-jp'])('finds its watch in %s', async (store) => {
    expect((await search(store, 'MA-HER-CHR-01-SIL-42')).items[0]!.sku).toBe('MA-HER-CHR-01');
  });

  it('finds its watch in ja-jp when typed full-width', async () => {
    expect((await search('ja-jp', 'ＭＡ－ＨＥＲ－ＣＨＲ－０１－ＳＩＬ－４２')).items[0]!.sku).toBe(
      'MA-HER-CHR-01',
    );
  });
});
