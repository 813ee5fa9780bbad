import type { Queryable } from '../../db/types';

export interface StoreView {
  id: number;
  code: string;
  name: string;
  locale: string;
  languageCode: string;
  currencyCode: string;
  timezone: string;
  countryId: string;
  isDefaultStore: boolean;
  websiteId: number;
  websiteCode: string;
}

export interface WebsiteView {
  id: number;
  code: string;
  name: string;
  countryCode: string;
  defaultStoreCode: string;
  stores: StoreView[];
}

/**
 * Websites and store views change rarely and every request needs its store: they are read once at boot and
 * kept in memory (restart to apply a change).
 */
export class StoreRegistry {
  private constructor(
    readonly websites: WebsiteView[],
    private readonly byCode: Map<string, StoreView>,
    readonly defaultStoreCode: string,
  ) {}

  static async load(db: Queryable, defaultStoreCode: string): Promise<StoreRegistry> {
    const { rows: websiteRows } = await db.query<{
      id: number;
      code: string;
      name: string;
      country_code: string;
      default_store_code: string;
    }>('select id, code, name, country_code, default_store_code from website order by sort_order, id');
    const { rows: storeRows } = await db.query<{
      id: number;
      code: string;
      name: string;
      locale: string;
      language_code: string;
      currency_code: string;
      timezone: string;
      country_id: string;
      is_default_store: boolean;
      website_id: number;
    }>(`select id, code, name, locale, language_code, currency_code, timezone, country_id, is_default_store, website_id
        from store order by sort_order, id`);
    const byCode = new Map<string, StoreView>();
    const websites = websiteRows.map<WebsiteView>((w) => ({
      id: w.id,
      code: w.code,
      name: w.name,
      countryCode: w.country_code,
      defaultStoreCode: w.default_store_code,
      stores: [],
    }));
    for (const s of storeRows) {
      const website = websites.find((w) => w.id === s.website_id);
      if (!website) continue;
      const view: StoreView = {
        id: s.id,
        code: s.code,
        name: s.name,
        locale: s.locale,
        languageCode: s.language_code,
        currencyCode: s.currency_code.trim(),
        timezone: s.timezone,
        countryId: s.country_id.trim(),
        isDefaultStore: s.is_default_store,
        websiteId: website.id,
        websiteCode: website.code,
      };
      website.stores.push(view);
      byCode.set(view.code, view);
    }
    if (!byCode.has(defaultStoreCode))
      throw new Error(`Default store ${defaultStoreCode} is not in the database`);
    return new StoreRegistry(websites, byCode, defaultStoreCode);
  }

  find(code: string): StoreView | undefined {
    return this.byCode.get(code);
  }

  get currencies(): string[] {
    return [...new Set([...this.byCode.values()].map((s) => s.currencyCode))];
  }
}
