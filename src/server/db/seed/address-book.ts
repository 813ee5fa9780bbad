import type { Queryable } from '../types';
import type { DemoAddress } from './customers';
import { regionIdOf } from './regions';

/**
 * Seed step `019_address_book`: a second address for the demo customers who had one, so the address book and
 * the checkout's saved-address choice have something to choose between (neither is a default).
 */
export const DEMO_EXTRA_ADDRESSES: readonly { email: string; address: DemoAddress }[] = [
  {
    email: 'louise.martin@example.com',
    address: {
      firstname: 'Louise',
      lastname: 'Martin',
      street: ['7 Place Vendôme', 'Bureau 3'],
      city: 'Paris',
      region: null,
      region_id: null,
      postcode: '75001',
      country_id: 'FR',
      telephone: '+33 1 55 50 07 07',
    },
  },
  {
    email: 'kenji.sato@example.com',
    address: {
      firstname: 'Kenji',
      lastname: 'Sato',
      street: ['2-5-10 Nishitenma', 'Kita-ku'],
      city: 'Osaka-shi',
      region: '大阪府',
      region_id: regionIdOf('JP', '大阪府'),
      postcode: '530-0047',
      country_id: 'JP',
      telephone: '+81 6 5550 2211',
    },
  },
];

/**
 * Inserts each address for its customer when the customer exists and has no address on that street and
 * postcode yet (insert-only: a customer who edited or deleted addresses keeps the book as they left it).
 */
export async function insertDemoAddressBook(q: Queryable): Promise<boolean> {
  let inserted = false;
  for (const { email, address: a } of DEMO_EXTRA_ADDRESSES) {
    const { rowCount } = await q.query(
      `insert into customer_address
         (customer_id, firstname, lastname, street, city, region, region_id, postcode, country_id, telephone)
       select c.id, $2::text, $3::text, $4::text[], $5::text, $6::text, $7::int, $8::text, $9::text, $10::text
         from customer c
        where lower(c.email) = $1::text
          and not exists (select 1 from customer_address x
                           where x.customer_id = c.id and x.street[1] = ($4::text[])[1] and x.postcode = $8::text)`,
      [
        email,
        a.firstname,
        a.lastname,
        a.street,
        a.city,
        a.region,
        a.region_id,
        a.postcode,
        a.country_id,
        a.telephone,
      ],
    );
    inserted ||= rowCount > 0;
  }
  return inserted;
}

/** Kenji's first address as the first seed stored it: the region as English text, outside the region list. */
const TOKYO_AS_TEXT = { email: 'kenji.sato@example.com', region: 'Tokyo' };

/**
 * Seed step `019_demo_region_ids`: the region of Kenji's seeded Tokyo address becomes the region list's entry
 * (東京都 with its id), as the address form would have saved it; an address he has changed since is left alone.
 */
export async function fixDemoRegionIds(q: Queryable): Promise<boolean> {
  const { rowCount } = await q.query(
    `update customer_address a set region = $3, region_id = $4
       from customer c
      where c.id = a.customer_id and lower(c.email) = $1
        and a.country_id = 'JP' and a.region = $2 and a.region_id is null`,
    [TOKYO_AS_TEXT.email, TOKYO_AS_TEXT.region, '東京都', regionIdOf('JP', '東京都')],
  );
  return rowCount > 0;
}
