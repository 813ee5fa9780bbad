import type { Queryable } from '../types';
import { insertRows } from './insert';

export const SHOP_TEXTS_STEP = '029_shop_texts';

/** The words of the boutiques' opening hours summaries (shops.ts); the times themselves read alike everywhere. */
export type OpeningDays = 'Monday – Friday' | 'Monday – Saturday' | 'Monday – Sunday' | 'Saturday' | 'Sunday';
export const CLOSED = 'Closed';

type OpeningWords = Record<OpeningDays | typeof CLOSED, string>;

/** Each summary word in the store languages, as a boutique's door or card would write it. */
const WORDS: Record<'fr' | 'de' | 'ja', OpeningWords> = {
  fr: {
    'Monday – Friday': 'Du lundi au vendredi',
    'Monday – Saturday': 'Du lundi au samedi',
    'Monday – Sunday': 'Tous les jours',
    Saturday: 'Samedi',
    Sunday: 'Dimanche',
    Closed: 'Fermé',
  },
  de: {
    'Monday – Friday': 'Montag – Freitag',
    'Monday – Saturday': 'Montag – Samstag',
    'Monday – Sunday': 'Täglich',
    Saturday: 'Samstag',
    Sunday: 'Sonntag',
    Closed: 'Geschlossen',
  },
  ja: {
    'Monday – Friday': '月曜日～金曜日',
    'Monday – Saturday': '月曜日～土曜日',
    'Monday – Sunday': '毎日',
    Saturday: '土曜日',
    Sunday: '日曜日',
    Closed: '定休日',
  },
};

type Summary = { days: string; hours: string }[];

/** A summary in one language, or null when a word is not the seed's (an editor wrote it: theirs to translate). */
export function translateSummary(summary: Summary, language: keyof typeof WORDS): Summary | null {
  const words: Partial<Record<string, string>> = WORDS[language];
  const out: Summary = [];
  for (const { days, hours } of summary) {
    const day = words[days];
    const time = hours === CLOSED ? words[CLOSED] : /^[\d:– ]+$/.test(hours) ? hours : undefined;
    if (!day || !time) return null;
    out.push({ days: day, hours: time });
  }
  return out;
}

/**
 * Issue 13 (migration 029): each seeded boutique's opening hours summary in the French, German and Japanese
 * store views, as store_view_text over the English in the shop's row; only where a store view has none yet,
 * and only for a summary still in the seed's words.
 */
export async function insertShopTexts(q: Queryable): Promise<boolean> {
  const { rows: stores } = await q.query<{ id: number; language_code: string }>(
    'select id, language_code from store order by id',
  );
  const { rows: shops } = await q.query<{ id: number; opening_hours: Summary }>(
    'select id, opening_hours from shop order by id',
  );
  const { rows: present } = await q.query<{ store_id: number; entity_id: number }>(
    `select store_id, entity_id from store_view_text where entity = 'shop' and field = 'opening_hours'`,
  );
  const has = new Set(present.map((r) => `${r.store_id}|${r.entity_id}`));
  const rows = stores.flatMap((store) => {
    const language = store.language_code;
    if (language !== 'fr' && language !== 'de' && language !== 'ja') return [];
    return shops.flatMap((shop) => {
      const summary = translateSummary(shop.opening_hours, language);
      if (!summary || has.has(`${store.id}|${shop.id}`)) return [];
      const value = JSON.stringify(summary);
      return [{ entity: 'shop', entity_id: shop.id, field: 'opening_hours', store_id: store.id, value }];
    });
  });
  if (rows.length === 0) return false;
  await insertRows(
    q,
    'store_view_text',
    { entity: 'text', entity_id: 'int', field: 'text', store_id: 'int', value: 'text' },
    rows,
  );
  return true;
}
