import type { Queryable } from '../types';

/** [opens, closes] on one ISO weekday (1 Monday ... 7 Sunday); a weekday left out is a closed day. */
type Week = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [string, string]>>;

const mondayToFriday = (opens: string, closes: string): Week => ({
  1: [opens, closes],
  2: [opens, closes],
  3: [opens, closes],
  4: [opens, closes],
  5: [opens, closes],
});

// The same hours as the reservation's summaries (shops.ts), per weekday.
const SWISS: Week = { ...mondayToFriday('10:00', '18:30'), 6: ['10:00', '17:00'] };
const EUROPE: Week = { ...mondayToFriday('10:00', '19:00'), 6: ['10:00', '18:00'] };
const AMERICA: Week = { ...mondayToFriday('10:00', '18:00'), 6: ['10:00', '18:00'], 7: ['12:00', '17:00'] };
const JAPAN: Week = { ...mondayToFriday('11:00', '20:00'), 6: ['11:00', '20:00'], 7: ['11:00', '20:00'] };

/** Each seeded boutique's page: URL key, the time zone its hours are in, and the hours. */
const SHOP_PAGES: readonly { shop: string; urlKey: string; timezone: string; week: Week }[] = [
  { shop: 'Maison Aurèle Geneva', urlKey: 'geneva', timezone: 'Europe/Zurich', week: SWISS },
  { shop: 'Maison Aurèle Zurich', urlKey: 'zurich', timezone: 'Europe/Zurich', week: SWISS },
  { shop: 'Maison Aurèle Lucerne', urlKey: 'lucerne', timezone: 'Europe/Zurich', week: SWISS },
  { shop: 'Maison Aurèle Paris', urlKey: 'paris', timezone: 'Europe/Paris', week: EUROPE },
  { shop: 'Maison Aurèle Lyon', urlKey: 'lyon', timezone: 'Europe/Paris', week: EUROPE },
  { shop: 'Maison Aurèle London', urlKey: 'london', timezone: 'Europe/London', week: EUROPE },
  { shop: 'Maison Aurèle Munich', urlKey: 'munich', timezone: 'Europe/Berlin', week: EUROPE },
  { shop: 'Maison Aurèle Milan', urlKey: 'milan', timezone: 'Europe/Rome', week: EUROPE },
  { shop: 'Maison Aurèle New York', urlKey: 'new-york', timezone: 'America/New_York', week: AMERICA },
  {
    shop: 'Maison Aurèle Beverly Hills',
    urlKey: 'beverly-hills',
    timezone: 'America/Los_Angeles',
    week: AMERICA,
  },
  { shop: 'Maison Aurèle Tokyo Ginza', urlKey: 'tokyo-ginza', timezone: 'Asia/Tokyo', week: JAPAN },
  { shop: 'Maison Aurèle Osaka', urlKey: 'osaka', timezone: 'Asia/Tokyo', week: JAPAN },
];

/**
 * Seed step 027 (migration 027): the seeded boutiques' pages and weekly hours, for boutiques that have none
 * yet (insert-only; a boutique renamed or removed by an editor is simply skipped).
 */
export async function insertShopPages(q: Queryable): Promise<boolean> {
  const pages = SHOP_PAGES.map(({ shop, urlKey, timezone }) => ({ shop, url_key: urlKey, timezone }));
  const hours = SHOP_PAGES.flatMap(({ shop, week }) =>
    Object.entries(week).map(([weekday, [opens, closes]]) => ({
      shop,
      weekday: Number(weekday),
      opens,
      closes,
    })),
  );
  const inserted = await q.query(
    `insert into shop_page (shop_id, url_key, timezone)
     select s.id, x.url_key, x.timezone
       from jsonb_to_recordset($1::jsonb) as x(shop text, url_key text, timezone text)
       join shop s on s.name = x.shop
      where not exists (select 1 from shop_page p where p.shop_id = s.id or p.url_key = x.url_key)`,
    [JSON.stringify(pages)],
  );
  const hoursInserted = await q.query(
    `insert into shop_opening_hours (shop_id, weekday, opens, closes)
     select s.id, x.weekday, x.opens::time, x.closes::time
       from jsonb_to_recordset($1::jsonb) as x(shop text, weekday smallint, opens text, closes text)
       join shop s on s.name = x.shop
      where not exists (select 1 from shop_opening_hours h where h.shop_id = s.id)`,
    [JSON.stringify(hours)],
  );
  return inserted.rowCount > 0 || hoursInserted.rowCount > 0;
}
