import { COUNTRIES } from '../../../../config/checkout';
import type { Queryable } from '../types';
import type { DemoAddress } from './customers';

const regionIdOf = (countryId: string, name: string): number => {
  const region = COUNTRIES.find((c) => c.id === countryId)?.regions.find((r) => r.value === name);
  if (!region) throw new Error(`No region ${name} in ${countryId}`);
  return region.id;
};

/**
 * Seed step `019_address_book`: a second address for the demo customers who had one, so the address book and
 * the checkout's saved-address choice have something to choose between (neither is a default).
 */
export const DEMO_EXTRA_ADDRESSES: readonly {
  email: string;
  address: DemoAddress & { region_id: number | null };
}[] = [
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
