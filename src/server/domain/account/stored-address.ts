import type { components } from '../../../common/contract/schema.gen';

type Address = components['schemas']['Address'];

/** An address as a row or an order's JSON holds it: optional parts may be missing (seeded orders have no region id). */
export interface StoredAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode: string;
  country_id: string;
  telephone: string;
}

/** Exactly the contract's fields, so nothing else a stored address holds leaks into an answer. */
export const toAddress = (a: StoredAddress): Address => ({
  firstname: a.firstname,
  lastname: a.lastname,
  street: a.street,
  city: a.city,
  region: a.region ?? null,
  region_id: a.region_id ?? null,
  postcode: a.postcode,
  // char(2) columns and older JSON may carry padding.
  country_id: a.country_id.trim(),
  telephone: a.telephone,
});
