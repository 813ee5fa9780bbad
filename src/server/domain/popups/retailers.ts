import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import type { StoreRegistry } from '../store/store-registry';
import { selectorStore } from './store-selector';

type RetailerDirectory = components['schemas']['RetailerDirectory'];
type Retailer = components['schemas']['Retailer'];

interface RetailerRow {
  id: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  country_id: string;
  telephone: string | null;
  url: string | null;
}

/**
 * Where to buy, by country: each country's web stores (from the store registry, the international website
 * aside, as it is no country's shop) and its active retailers, sorted by country code.
 */
export async function retailerDirectory(
  db: Queryable,
  registry: StoreRegistry,
  excludedWebsiteCode: string,
): Promise<RetailerDirectory> {
  const { rows } = await db.query<RetailerRow>(
    `select id, name, street, zip, city, country_id, telephone, url from retailer
      where is_active order by country_id, sort_order, id`,
  );
  const countries = new Map<string, RetailerDirectory['countries'][number]>();
  const entry = (countryId: string) => {
    let found = countries.get(countryId);
    if (!found) countries.set(countryId, (found = { country_id: countryId, stores: [], retailers: [] }));
    return found;
  };
  for (const website of registry.websites) {
    if (website.code === excludedWebsiteCode) continue;
    entry(website.countryCode).stores.push(...website.stores.map(selectorStore));
  }
  for (const row of rows) entry(row.country_id.trim()).retailers.push(toRetailer(row));
  return { countries: [...countries.values()].sort((a, b) => a.country_id.localeCompare(b.country_id)) };
}

const toRetailer = (row: RetailerRow): Retailer => ({
  retailer_id: row.id,
  name: row.name,
  street: row.street,
  zip: row.zip,
  city: row.city,
  country_id: row.country_id.trim(),
  telephone: row.telephone,
  url: row.url,
});
