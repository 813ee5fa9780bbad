import { WEBSITES } from '../../../../config/stores';
import type { Queryable } from '../types';
import { idsBy, idOf, insertRows } from './insert';

export interface StoreIds {
  websites: Map<string, number>;
  stores: Map<string, number>;
}

/** Websites and store views exactly as config/stores.ts declares them; the server reads them back from here. */
export async function insertStores(q: Queryable): Promise<StoreIds> {
  const websiteRows = WEBSITES.map((website, index) => {
    const defaultStore = website.stores.find((store) => store.isDefault) ?? website.stores[0];
    if (!defaultStore) throw new Error(`Website ${website.code} has no store`);
    return {
      code: website.code,
      name: website.name,
      country_code: website.countryCode,
      default_store_code: defaultStore.code,
      sort_order: index,
    };
  });
  const websites = idsBy(
    await insertRows(
      q,
      'website',
      { code: 'text', name: 'text', country_code: 'text', default_store_code: 'text', sort_order: 'int' },
      websiteRows,
      { returning: 'id, code' },
    ),
    'code',
  );
  let sortOrder = 0;
  const storeRows = WEBSITES.flatMap((website) =>
    website.stores.map((store) => ({
      code: store.code,
      website_id: idOf(websites, website.code),
      name: store.name,
      locale: store.locale,
      language_code: store.languageCode,
      currency_code: store.currencyCode,
      timezone: store.timezone,
      country_id: store.countryId,
      is_default_store: store.isDefault,
      sort_order: sortOrder++,
    })),
  );
  const stores = idsBy(
    await insertRows(
      q,
      'store',
      {
        code: 'text',
        website_id: 'int',
        name: 'text',
        locale: 'text',
        language_code: 'text',
        currency_code: 'text',
        timezone: 'text',
        country_id: 'text',
        is_default_store: 'boolean',
        sort_order: 'int',
      },
      storeRows,
      { returning: 'id, code' },
    ),
    'code',
  );
  return { websites, stores };
}
