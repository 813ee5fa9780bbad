import { COUNTRIES } from '../../../../config/checkout';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { Address } from '../checkout/address';

export type CustomerAddress = components['schemas']['CustomerAddress'];

interface AddressRow {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string;
  country_id: string;
  telephone: string;
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

const COLUMNS = `id, firstname, lastname, street, city, region, region_id, postcode, country_id, telephone,
  is_default_billing, is_default_shipping`;

/**
 * A row as the API shows it. Addresses stored before the region list was checked (the first demo seed kept
 * Tokyo as text) get the id of their country's region of that name, so the form's region select shows it.
 */
function toAddress(row: AddressRow): CustomerAddress {
  const country = row.country_id.trim();
  let regionId = row.region_id;
  if (regionId === null && row.region) {
    const name = row.region.toLowerCase();
    const regions = COUNTRIES.find((c) => c.id === country)?.regions ?? [];
    regionId = regions.find((r) => r.value.toLowerCase() === name)?.id ?? null;
  }
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    city: row.city,
    region: row.region,
    region_id: regionId,
    postcode: row.postcode,
    country_id: country,
    telephone: row.telephone,
    default_billing: row.is_default_billing,
    default_shipping: row.is_default_shipping,
  };
}

/** The customer's book: the default billing, then the default shipping address, then the oldest first. */
export async function selectAddresses(q: Queryable, customerId: number): Promise<CustomerAddress[]> {
  const { rows } = await q.query<AddressRow>(
    `select ${COLUMNS} from customer_address where customer_id = $1
      order by is_default_billing desc, is_default_shipping desc, id`,
    [customerId],
  );
  return rows.map(toAddress);
}

/** One address, only when it is this customer's (ownership is part of the key). */
export async function selectAddress(
  q: Queryable,
  customerId: number,
  addressId: number,
): Promise<CustomerAddress | null> {
  const { rows } = await q.query<AddressRow>(
    `select ${COLUMNS} from customer_address where id = $1 and customer_id = $2`,
    [addressId, customerId],
  );
  return rows[0] ? toAddress(rows[0]) : null;
}

export async function countAddresses(q: Queryable, customerId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from customer_address where customer_id = $1',
    [customerId],
  );
  return rows[0]!.n;
}

/** Serialises the changes to one customer's book (the count before an insert, the default switch). */
export async function lockBook(q: Queryable, customerId: number): Promise<void> {
  await q.query('select id from customer where id = $1 for update', [customerId]);
}

const values = (a: Address) => [
  a.firstname,
  a.lastname,
  a.street,
  a.city,
  a.region ?? null,
  a.region_id ?? null,
  a.postcode,
  a.country_id,
  a.telephone,
];

export async function insertAddress(q: Queryable, customerId: number, address: Address): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into customer_address
       (customer_id, firstname, lastname, street, city, region, region_id, postcode, country_id, telephone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [customerId, ...values(address)],
  );
  return rows[0]!.id;
}

/** Answers whether the customer has that address (nothing is written otherwise). */
export async function updateAddress(
  q: Queryable,
  customerId: number,
  addressId: number,
  address: Address,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `update customer_address
        set firstname = $3, lastname = $4,
            street = $5, city = $6, region = $7, region_id = $8,
            postcode = $9, country_id = $10, telephone = $11, updated_at = now()
      where id = $1 and customer_id = $2`,
    [addressId, customerId, ...values(address)],
  );
  return rowCount > 0;
}

export type DefaultKind = 'billing' | 'shipping';

/** Makes the address the customer's one default of that kind (the flag moves off the previous one first). */
export async function makeDefault(
  q: Queryable,
  customerId: number,
  addressId: number,
  kind: DefaultKind,
): Promise<void> {
  const column = kind === 'billing' ? 'is_default_billing' : 'is_default_shipping';
  await q.query(
    `update customer_address set ${column} = false where customer_id = $1 and ${column} and id <> $2`,
    [customerId, addressId],
  );
  await q.query(`update customer_address set ${column} = true where id = $2 and customer_id = $1`, [
    customerId,
    addressId,
  ]);
}

/** Answers whether the customer had that address. */
export async function deleteAddressRow(
  q: Queryable,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  const { rowCount } = await q.query('delete from customer_address where id = $1 and customer_id = $2', [
    addressId,
    customerId,
  ]);
  return rowCount > 0;
}
