import { openTestDatabase } from '../../../../test-utils/test-db';
import type { Database } from '../../../types';
import { seed } from '../../index';
import { PRODUCT_CONTENT_TEXTS_STEP } from './index';

/**
 * Seed step 029 on a database made before it (the shop's catalogue and its 028 texts, used since): it adds
 * the product pages' texts for every French, German and Japanese store view, translates only what is still
 * the seed's English, and keeps what an editor wrote.
 */
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const KINDS = `('product_feature', 'custom_option', 'custom_option_value', 'size_guide')`;

const countsByStore = async () =>
  (
    await db.query<{ code: string; n: number }>(
      `select s.code, count(t.store_id)::int as n from store s
         left join store_view_text t on t.store_id = s.id and t.entity in ${KINDS}
        group by s.code order by s.code`,
    )
  ).rows.map((r) => [r.code, r.n]);

const textOf = async (store: string, entity: string, id: number, field: string) =>
  (
    await db.query<{ value: string }>(
      `select t.value from store_view_text t join store s on s.id = t.store_id
        where s.code = $1 and t.entity = $2 and t.entity_id = $3 and t.field = $4`,
      [store, entity, id, field],
    )
  ).rows[0]?.value;

describe('seed step 029, the product pages’ texts', () => {
  it('reaches an older database once, keeping what editors wrote', async () => {
    // Every watch: 3 sections × (title, body, picture text); its engraving: title and conditions (title,
    // text); 20 leather straps: the length title and 3 choices; 2 size guides.
    const perStore = 40 * 3 * 3 + 40 * 3 + 20 * (1 + 3) + 2;
    const seeded = [
      ['de-ch', perStore],
      ['en-gb', 0],
      ['en-int', 0],
      ['en-us', 0],
      ['fr-ch', perStore],
      ['fr-fr', perStore],
      ['ja-jp', perStore],
    ];
    expect(await countsByStore()).toEqual(seeded);

    // The database as it was before step 029, then edited: an English section title rewritten, and a
    // French engraving title written for fr-ch by hand.
    await db.query(`delete from store_view_text where entity in ${KINDS}`);
    await db.query('delete from seed_step where name = $1', [PRODUCT_CONTENT_TEXTS_STEP]);
    const { rows } = await db.query<{ feature: number; option: number }>(
      `select f.id as feature, o.id as option from product p
         join product_feature f on f.product_id = p.id and f.position = 0
         join product_custom_option o on o.product_id = p.id and o.code = 'engraving'
        where p.sku = 'MA-HER-CHR-01'`,
    );
    const { feature, option } = rows[0]!;
    await db.query(`update product_feature set title = 'The calibre' where id = $1`, [feature]);
    await db.query(
      `insert into store_view_text (entity, entity_id, field, store_id, value)
       select 'custom_option', $1, 'title', id, 'Votre gravure' from store where code = 'fr-ch'`,
      [option],
    );

    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [PRODUCT_CONTENT_TEXTS_STEP] });
    // The rewritten title stays the default's in every language; the section's other texts are translated.
    expect(await textOf('de-ch', 'product_feature', feature, 'title')).toBeUndefined();
    expect(await textOf('de-ch', 'product_feature', feature, 'image_alt')).toBe(
      'Heritage Chronograph — das Uhrwerk',
    );
    expect(await textOf('de-ch', 'product_feature', feature, 'body')).toBe(
      'Ein Schaltrad steuert Start, Stopp und Nullstellung, sodass jeder Drücker mit demselben präzisen Druckpunkt antwortet.',
    );
    expect(await textOf('fr-ch', 'custom_option', option, 'title')).toBe('Votre gravure');
    expect(await textOf('fr-fr', 'custom_option', option, 'title')).toBe('Gravure du fond');
    const less = (n: number) => (n === 0 ? 0 : n - 1);
    expect(await countsByStore()).toEqual(seeded.map(([code, n]) => [code, less(n as number)]));

    // A second start changes nothing.
    await expect(seed(db)).resolves.toEqual({ seeded: false, applied: [] });
  });
});
