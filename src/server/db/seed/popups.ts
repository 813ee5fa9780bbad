import { DEMO_PROMOTIONAL_POPUPS, DEMO_RETAILERS } from '../../../../config/popups';
import { storePaths } from '../../../common/store-paths';
import type { Queryable } from '../types';
import { contentTextsOf, demoPopupText } from './content-texts';
import { insertRows } from './insert';

export const POPUPS_STEP = '026_retailers_promotional_popups';

/**
 * Issue 12 (migration 026): the demo retailers, and the demo popups of every store that has none yet, in the
 * store's language (content-texts/; the English is config/popups.ts's).
 */
export async function insertDemoPopups(q: Queryable): Promise<boolean> {
  let inserted = false;
  if ((await q.query('select 1 from retailer limit 1')).rows.length === 0) {
    await insertRows(
      q,
      'retailer',
      {
        name: 'text',
        street: 'text',
        zip: 'text',
        city: 'text',
        country_id: 'text',
        telephone: 'text',
        url: 'text',
        sort_order: 'int',
      },
      DEMO_RETAILERS.map((r, i) => ({
        name: r.name,
        street: r.street,
        zip: r.zip,
        city: r.city,
        country_id: r.countryId,
        telephone: r.telephone,
        url: r.url,
        sort_order: i,
      })),
    );
    inserted = true;
  }
  const { rows: stores } = await q.query<{ id: number; code: string; language_code: string }>(
    `select s.id, s.code, s.language_code from store s
      where not exists (select 1 from promotional_popup p where p.store_id = s.id) order by s.id`,
  );
  const rows = stores.flatMap((store) =>
    DEMO_PROMOTIONAL_POPUPS.map((p, i) => {
      const text = demoPopupText(contentTextsOf(store.language_code), p.index);
      return {
        store_id: store.id,
        popup_index: p.index,
        timer_s: p.timer,
        position: p.position,
        title: text.title,
        content: text.content,
        button_type: p.buttonType,
        button_label: p.buttonLabel === null ? null : text.buttonLabel,
        button_new_tab: p.buttonNewTab,
        button_url: p.buttonPath === null ? null : storePaths.page(store.code, p.buttonPath),
        sort_order: i,
      };
    }),
  );
  if (rows.length > 0) {
    await insertRows(
      q,
      'promotional_popup',
      {
        store_id: 'int',
        popup_index: 'int',
        timer_s: 'int',
        position: 'text',
        title: 'text',
        content: 'text',
        button_type: 'text',
        button_label: 'text',
        button_new_tab: 'boolean',
        button_url: 'text',
        sort_order: 'int',
      },
      rows,
    );
    inserted = true;
  }
  return inserted;
}
