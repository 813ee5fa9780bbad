import { INTERNATIONAL_WEBSITE_CODE } from '../../../../config/stores';
import type { Queryable } from '../types';
import { idOf, idsBy, insertRows } from './insert';
import { regionIdOf } from './regions';

export const DEMO_PASSWORD = 'Caseback-Demo-1';

export interface DemoAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  /** The region list's id when the country has one (JP); null where the region is free text or none. */
  region_id: number | null;
  postcode: string;
  country_id: string;
  telephone: string;
}

export interface DemoCustomer {
  email: string;
  website: string;
  firstname: string;
  lastname: string;
  gender: string | null;
  dob: string | null;
  newsletter: boolean;
  /** The first is the default billing and shipping address. */
  addresses: DemoAddress[];
  createdAt: string;
}

const anna = { firstname: 'Anna', lastname: 'Keller' };
const kenji = { firstname: 'Kenji', lastname: 'Sato' };
const louise = { firstname: 'Louise', lastname: 'Martin' };

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'anna.keller@example.com',
    website: INTERNATIONAL_WEBSITE_CODE,
    ...anna,
    gender: 'female',
    dob: '1986-04-12',
    newsletter: true,
    addresses: [
      {
        ...anna,
        street: ['Seefeldstrasse 45'],
        city: 'Zurich',
        region: null,
        region_id: null,
        postcode: '8008',
        country_id: 'CH',
        telephone: '+41 79 555 01 23',
      },
      {
        ...anna,
        street: ['Bahnhofstrasse 12', '4th floor'],
        city: 'Zurich',
        region: null,
        region_id: null,
        postcode: '8001',
        country_id: 'CH',
        telephone: '+41 44 555 02 34',
      },
    ],
    createdAt: '2024-10-02T09:15:00Z',
  },
  {
    email: 'kenji.sato@example.com',
    website: 'website_jp',
    ...kenji,
    gender: 'male',
    dob: '1979-11-03',
    newsletter: false,
    addresses: [
      {
        ...kenji,
        street: ['1-2-3 Jingumae', 'Aoyama Residence 502'],
        city: 'Shibuya-ku',
        region: '東京都',
        region_id: regionIdOf('JP', '東京都'),
        postcode: '150-0001',
        country_id: 'JP',
        telephone: '+81 90 5550 1887',
      },
    ],
    createdAt: '2025-02-18T03:40:00Z',
  },
  {
    email: 'louise.martin@example.com',
    website: INTERNATIONAL_WEBSITE_CODE,
    ...louise,
    gender: null,
    dob: null,
    newsletter: false,
    addresses: [
      {
        ...louise,
        street: ['18 Rue Mercière'],
        city: 'Lyon',
        region: null,
        region_id: null,
        postcode: '69002',
        country_id: 'FR',
        telephone: '+33 6 55 50 18 87',
      },
    ],
    createdAt: '2025-07-09T16:05:00Z',
  },
];

/** Inserts the demo customers and their address books; returns customer ids by e-mail. */
export async function insertCustomers(
  q: Queryable,
  websiteIds: ReadonlyMap<string, number>,
  passwordHashes: readonly string[],
): Promise<Map<string, number>> {
  const customers = DEMO_CUSTOMERS.map((c, i) => {
    const hash = passwordHashes[i];
    if (!hash) throw new Error(`Seed: no password hash for ${c.email}`);
    return {
      website_id: idOf(websiteIds, c.website),
      email: c.email,
      password_hash: hash,
      firstname: c.firstname,
      lastname: c.lastname,
      gender: c.gender,
      dob: c.dob,
      is_newsletter_subscribed: c.newsletter,
      created_at: c.createdAt,
    };
  });
  const ids = idsBy(
    await insertRows(
      q,
      'customer',
      {
        website_id: 'int',
        email: 'text',
        password_hash: 'text',
        firstname: 'text',
        lastname: 'text',
        gender: 'text',
        dob: 'date',
        is_newsletter_subscribed: 'boolean',
        created_at: 'timestamptz',
      },
      customers,
      { returning: 'id, email' },
    ),
    'email',
  );
  const addresses = DEMO_CUSTOMERS.flatMap((c) =>
    c.addresses.map((a, i) => ({
      customer_id: idOf(ids, c.email),
      ...a,
      is_default_billing: i === 0,
      is_default_shipping: i === 0,
    })),
  );
  await insertRows(
    q,
    'customer_address',
    {
      customer_id: 'int',
      firstname: 'text',
      lastname: 'text',
      street: 'text[]',
      city: 'text',
      region: 'text',
      region_id: 'int',
      postcode: 'text',
      country_id: 'text',
      telephone: 'text',
      is_default_billing: 'boolean',
      is_default_shipping: 'boolean',
    },
    addresses,
  );
  return ids;
}
