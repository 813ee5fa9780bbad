import { INTERNATIONAL_WEBSITE_CODE } from '../../../../config/stores';
import { CARE_DOCUMENTS } from '../../../common/care-documents';
import { hashPassword } from '../../domain/customer/password';
import type { Queryable } from '../types';
import { DEMO_PASSWORD } from './customers';

/** Issue 11's seed step (migration 023): user manuals, and a watch owner of his own. */
export const MY_WATCHES_STEP = '023_my_watches';

/**
 * Models of these collections have no manual yet (the Lumière pieces are new), so my watches shows the spec's
 * 'User manual URL not available for this watch' for a real watch.
 */
const WITHOUT_MANUAL = ['lumiere'];

/**
 * Henri Dubois owns three watches and nothing else: my watches' browser journey removes two of them, which no
 * other journey or test relies on (the other demo customers keep theirs). One was finished in 2018 (its
 * warranty has ended), one is a Lumière (no manual).
 */
export const WATCH_OWNER = {
  email: 'henri.dubois@example.com',
  firstname: 'Henri',
  lastname: 'Dubois',
  createdAt: '2025-03-02T11:20:00Z',
  watches: [
    {
      serial: 'MA3X7N5V1',
      caseback: '3141592',
      sku: 'MA-NAV-DIV-01-BLK-42',
      manufacturedOn: '2024-05-02',
      registeredAt: '2024-09-15T10:00:00Z',
    },
    {
      serial: 'MA8K2R6T4',
      caseback: '2718282',
      sku: 'MA-HER-AUT-02-IVO-38',
      manufacturedOn: '2018-04-09',
      registeredAt: '2018-07-01T09:30:00Z',
    },
    {
      serial: 'MA6C9H4P2',
      caseback: '1732050',
      sku: 'MA-LUM-MPH-02-BLU-34',
      manufacturedOn: '2023-03-15',
      registeredAt: '2023-06-20T14:45:00Z',
    },
  ],
} as const;

async function insertManuals(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(
    `insert into product_user_manual (product_id, url)
     select p.id, $1 || lower(p.sku) || '.html'
       from product p join collection c on c.id = p.collection_id
      where p.parent_id is null and p.category_type = 0 and p.type = 'configurable' and c.code <> all($2::text[])
     on conflict (product_id) do nothing`,
    [CARE_DOCUMENTS.manualsPrefix, WITHOUT_MANUAL],
  );
  return rowCount;
}

/** Insert-only: a shop without the international website or these products, or with Henri already, gets nothing. */
async function insertWatchOwner(q: Queryable): Promise<boolean> {
  const known = await q.query('select 1 from customer where lower(email) = $1', [WATCH_OWNER.email]);
  if (known.rows.length > 0) return false;
  const skus = WATCH_OWNER.watches.map((w) => w.sku);
  const products = await q.query('select 1 from product where sku = any($1::text[])', [skus]);
  if (products.rows.length !== skus.length) return false;
  const { rows } = await q.query<{ id: number }>(
    `insert into customer (website_id, email, password_hash, firstname, lastname, created_at)
     select w.id, $2, $3, $4, $5, $6 from website w where w.code = $1 returning id`,
    [
      INTERNATIONAL_WEBSITE_CODE,
      WATCH_OWNER.email,
      await hashPassword(DEMO_PASSWORD),
      WATCH_OWNER.firstname,
      WATCH_OWNER.lastname,
      WATCH_OWNER.createdAt,
    ],
  );
  const customerId = rows[0]?.id;
  if (customerId === undefined) return false;
  for (const watch of WATCH_OWNER.watches) {
    await q.query(
      `insert into watch_registry (serial, caseback, product_id, manufactured_on)
       select $1, $2, id, $4 from product where sku = $3 on conflict (serial) do nothing`,
      [watch.serial, watch.caseback, watch.sku, watch.manufacturedOn],
    );
    await q.query(
      `insert into registered_watch (customer_id, serial, product_id, registered_at)
       select $1, r.serial, r.product_id, $3 from watch_registry r
        where r.serial = $2 and not exists (select 1 from registered_watch rw where rw.serial = r.serial)`,
      [customerId, watch.serial, watch.registeredAt],
    );
  }
  return true;
}

export async function insertMyWatchesDemo(q: Queryable): Promise<boolean> {
  const manuals = await insertManuals(q);
  const owner = await insertWatchOwner(q);
  return manuals > 0 || owner;
}
