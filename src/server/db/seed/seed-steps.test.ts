import { openTestDatabase } from '../../test-utils/test-db';
import type { Database } from '../types';
import { CONTENT_TEXTS } from './content-texts';
import { seed, SEED_STEPS, type SeedStep } from './index';

/**
 * Seed content is versioned like migrations: a database made by an older version (here: one that only had
 * the catalogue step, as before the demo content existed) keeps its data and gains the newer steps on start.
 */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

/** Tables that hold what shoppers, customers and the shop's staff wrote: a seed step must not touch them. */
const SHOPPER_TABLES = [
  'customer',
  'customer_address',
  'sales_order',
  'sales_order_item',
  'registered_watch',
  'reservation',
  'cart',
  'stock_item',
  'shop_stock',
  'wishlist',
  'wishlist_item',
];
const CONTENT_TABLES = ['content_page', 'content_page_store', 'content_block'];

/** One digest per table over every row's text, so any insert, update or delete shows. */
const digests = async (tables: string[]) => {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ d: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`,
    );
    out[table] = rows[0]!.d;
  }
  return out;
};
/** Every step of this version, and those after the catalogue (what an older database gains). */
const ALL_STEPS = SEED_STEPS.map((step) => step.name);
const LATER_STEPS = ALL_STEPS.slice(1);

const stepsRecorded = async () =>
  (await db.query<{ name: string }>('select name from seed_step order by name')).rows.map((r) => r.name);

describe('seed steps', () => {
  it('are recorded for a freshly seeded database, which a second run leaves as it is', async () => {
    expect(await stepsRecorded()).toEqual(SEED_STEPS.map((s) => s.name));
    const before = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(before);
  });

  it('an older database gains the newer steps and keeps its customers, orders and stock', async () => {
    // The database as the version before the content step left it, then used by shoppers and staff.
    await db.query('delete from content_block');
    await db.query('delete from content_page');
    await db.query("delete from seed_step where name <> '001_catalogue'");
    await db.query("update customer set firstname = 'Anna-Maria' where email = 'anna.keller@example.com'");
    await db.query("update sales_order set status = 'complete' where increment_id = '000000102'");
    await db.query(
      "update stock_item set qty = 1 where product_id = (select id from product where sku = 'MA-HER-CHR-01-BLU-40')",
    );
    const shopperData = await digests(SHOPPER_TABLES);

    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: LATER_STEPS });

    expect(await stepsRecorded()).toEqual(ALL_STEPS);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from content_block');
    expect(rows[0]!.n).toBe(7 * 6);
    expect(await digests(SHOPPER_TABLES)).toEqual(shopperData);
    const { rows: anna } = await db.query<{ firstname: string }>(
      "select firstname from customer where email = 'anna.keller@example.com'",
    );
    expect(anna[0]!.firstname).toBe('Anna-Maria');

    // A second start changes nothing at all.
    const everything = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(everything);
  });

  it('a database seeded before steps were recorded adopts them without inserting anything', async () => {
    await db.query('delete from seed_step');
    const before = await digests([...SHOPPER_TABLES, ...CONTENT_TABLES]);
    await expect(seed(db)).resolves.toEqual({
      seeded: false,
      applied: ALL_STEPS,
    });
    expect(await digests([...SHOPPER_TABLES, ...CONTENT_TABLES])).toEqual(before);
  });

  it('a step added by a later version runs once, after the older ones; a failing step records nothing', async () => {
    const calls: string[] = [];
    const later: SeedStep = {
      name: '099_later_content',
      apply: async (q) => {
        calls.push('later');
        await q.query("update content_block set is_active = is_active where identifier = 'marketplaces'");
        return true;
      },
    };
    const failing: SeedStep = {
      name: '100_failing',
      apply: async () => {
        throw new Error('step failed');
      },
    };
    await expect(seed(db, {}, [...SEED_STEPS, later, failing])).rejects.toThrow('step failed');
    expect(calls).toEqual(['later']);
    expect(await stepsRecorded()).toEqual([...ALL_STEPS, '099_later_content']);
    await expect(seed(db, {}, [...SEED_STEPS, later])).resolves.toEqual({ seeded: false, applied: [] });
    expect(calls).toEqual(['later']);
  });

  it("an older seed's Tokyo address gains the region list's entry; an address the customer changed is left alone", async () => {
    const kenjis = `select a.city, a.region, a.region_id from customer_address a join customer c on c.id = a.customer_id
                     where c.email = 'kenji.sato@example.com' and a.city in ('Shibuya-ku', 'Minato-ku') order by a.city`;
    const listed = (await db.query<{ region_id: number }>(kenjis)).rows[0]!.region_id;
    // As the first seed stored it, plus an address Kenji typed himself with the English name and a region id.
    await db.query(
      `update customer_address set region = 'Tokyo', region_id = null where city = 'Shibuya-ku' and country_id = 'JP'`,
    );
    await db.query(
      `insert into customer_address (customer_id, firstname, lastname, street, city, region, region_id, postcode, country_id, telephone)
       select id, 'Kenji', 'Sato', array['6-10-1 Roppongi'], 'Minato-ku', 'Tokyo', $1, '106-6108', 'JP', '+81 3 5550 0002'
         from customer where email = 'kenji.sato@example.com'`,
      [listed],
    );
    await db.query(`delete from seed_step where name = '019_demo_region_ids'`);
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: ['019_demo_region_ids'] });
    expect((await db.query(kenjis)).rows).toEqual([
      { city: 'Minato-ku', region: 'Tokyo', region_id: listed },
      { city: 'Shibuya-ku', region: '東京都', region_id: listed },
    ]);
  });

  it('an older database whose stores all had English story bodies, hero descriptions and popups gains each store’s language; what an editor changed stays', async () => {
    const { en, fr, de, ja } = CONTENT_TEXTS;
    const storyOf = (store: string, identifier: string) =>
      `p.id = c.page_id and p.identifier = '${identifier}'
          and c.store_id = (select id from store where code = '${store}')`;
    // As the seed before this version left them: every store's story bodies, picture descriptions and popups
    // in English. An editor has since rewritten one French story and one French popup.
    await db.query(
      `update content_page_store c set sections = $1 from content_page p where ${storyOf('fr-ch', 'the-making-of-a-dial')}`,
      [JSON.stringify(en.stories['the-making-of-a-dial'].sections)],
    );
    const edited = [{ type: 'paragraph', text: 'Le texte de notre éditrice.' }];
    await db.query(
      `update content_page_store c set sections = $1 from content_page p where ${storyOf('fr-ch', 'the-drawings-of-1887')}`,
      [JSON.stringify(edited)],
    );
    await db.query(
      `update content_block set data = jsonb_set(jsonb_set(jsonb_set(data,
          '{slides,0,image,alt}', to_jsonb($1::text)), '{slides,1,image,alt}', to_jsonb($2::text)),
          '{slides,2,image,alt}', to_jsonb($3::text))
        where identifier = 'home-hero' and store_id = (select id from store where code = 'de-ch')`,
      en.home.slides.map((slide) => slide.alt),
    );
    for (const index of [1, 2] as const) {
      const english = en.popups[index];
      await db.query(
        `update promotional_popup set title = $2, content = $3, button_label = $4
          where popup_index = $1 and store_id in (select id from store where code in ('ja-jp', 'fr-fr'))`,
        [index, english.title, english.content, english.buttonLabel],
      );
    }
    await db.query(
      `update promotional_popup set title = 'Nos lettres'
        where popup_index = 2 and store_id = (select id from store where code = 'fr-fr')`,
    );
    await db.query(`delete from seed_step where name = '029_content_languages'`);

    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: ['029_content_languages'] });

    const sections = async (store: string, identifier: string) =>
      (
        await db.query<{ sections: unknown }>(
          `select c.sections from content_page_store c, content_page p where ${storyOf(store, identifier)}`,
        )
      ).rows[0]!.sections;
    expect(await sections('fr-ch', 'the-making-of-a-dial')).toEqual(
      fr.stories['the-making-of-a-dial'].sections,
    );
    expect(await sections('fr-ch', 'the-drawings-of-1887')).toEqual(edited);
    const { rows: alts } = await db.query<{ alt: string }>(
      `select s -> 'image' ->> 'alt' as alt from content_block b, jsonb_array_elements(b.data -> 'slides') s
        where b.identifier = 'home-hero' and b.store_id = (select id from store where code = 'de-ch')`,
    );
    expect(alts.map((r) => r.alt)).toEqual(de.home.slides.map((slide) => slide.alt));
    const { rows: popups } = await db.query<{ code: string; title: string; button_label: string }>(
      `select s.code, p.title, p.button_label from promotional_popup p join store s on s.id = p.store_id
        where s.code in ('ja-jp', 'fr-fr') order by s.code, p.popup_index`,
    );
    expect(popups).toEqual([
      { code: 'fr-fr', title: fr.popups[1].title, button_label: fr.popups[1].buttonLabel },
      // The editor's title, and the English the seed wrote beside it: the popup is the editor's now.
      { code: 'fr-fr', title: 'Nos lettres', button_label: en.popups[2].buttonLabel },
      { code: 'ja-jp', title: ja.popups[1].title, button_label: ja.popups[1].buttonLabel },
      { code: 'ja-jp', title: ja.popups[2].title, button_label: ja.popups[2].buttonLabel },
    ]);
  });
});
