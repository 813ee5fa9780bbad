import type { TextEntity } from '../../../domain/catalog/store-text';
import type { Queryable } from '../../types';

/** One store_view_text row without its store: what a language says for one field of one entity. */
export type TextRow = [entity: TextEntity, entityId: number, field: string, value: string];

/**
 * Inserts each language's rows for every store view of that language (the languages without a store view
 * are not composed at all). A text an editor already wrote for a store view is kept: seed steps only add.
 * Answers whether anything was inserted.
 */
export async function insertLanguageTexts<T>(
  q: Queryable,
  translations: Readonly<Record<string, T>>,
  rowsOf: (q: Queryable, translation: T) => Promise<TextRow[]>,
): Promise<boolean> {
  const stores = await q.query<{ id: number; language_code: string }>('select id, language_code from store');
  let inserted = 0;
  for (const [language, translation] of Object.entries(translations)) {
    const storeIds = stores.rows.filter((s) => s.language_code === language).map((s) => s.id);
    if (!storeIds.length) continue;
    const rows = await rowsOf(q, translation);
    for (const storeId of storeIds) {
      const { rowCount } = await q.query(
        `insert into store_view_text (entity, entity_id, field, store_id, value)
         select e, i, f, $5, v from unnest($1::text[], $2::int[], $3::text[], $4::text[]) as t(e, i, f, v)
         on conflict do nothing`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), storeId],
      );
      inserted += rowCount;
    }
  }
  return inserted > 0;
}
