import type { Queryable } from '../../db/types';

/** W3C datetime in UTC (`2026-09-14T08:00:00Z`), as the sitemap protocol writes `lastmod`. */
const UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** A listed product: its URL key, when it (or its newest variation) was created, the currencies it is priced in. */
export interface ProductEntry {
  id: number;
  urlKey: string;
  lastmod: string;
  currencies: string[];
}

/** A category page: its path, and when the newest product it lists in each currency was created. */
export interface CategoryEntry {
  id: number;
  urlPath: string;
  lastmodByCurrency: Record<string, string>;
}

/** A story: its identifier, the stores that show it and the day it was published. */
export interface StoryEntry {
  id: number;
  identifier: string;
  storeIds: number[];
  lastmod: string | null;
}

/** A boutique's page, shown by every store (the store locator lists every boutique). No row holds a date. */
export interface ShopEntry {
  id: number;
  urlKey: string;
}

export interface SitemapData {
  products: ProductEntry[];
  categories: CategoryEntry[];
  stories: StoryEntry[];
  shops: ShopEntry[];
}

const split = (list: string | null): string[] => (list ? list.split(',') : []);

/**
 * Everything the sitemaps list, in four reads. Products as the listings show them: visible, top-level, with a
 * URL key, and sold in a store when priced in its currency (a listing leaves an unpriced product out). The
 * only date a product has is `created_at`; a page changes when a variation is added, hence the newest of both.
 */
export async function loadSitemapData(db: Queryable): Promise<SitemapData> {
  const [products, categories, stories, shops] = await Promise.all([
    db.query<{ id: number; url_key: string; lastmod: string; currencies: string | null }>(
      `select p.id, p.url_key,
              to_char((select max(x.created_at) from product x where x.id = p.id or x.parent_id = p.id)
                        at time zone 'UTC', ${UTC}) as lastmod,
              (select string_agg(trim(pp.currency_code), ',' order by pp.currency_code)
                 from product_price pp where pp.product_id = p.id) as currencies
         from product p
        where p.parent_id is null and p.is_visible and p.url_key is not null
        order by p.position, p.id`,
    ),
    // A 'link' category is a menu entry pointing elsewhere, not a page of its own.
    db.query<{ id: number; url_path: string; lastmods: Record<string, string> | null }>(
      `select c.id, c.url_path,
              (select json_object_agg(m.currency, to_char(m.newest at time zone 'UTC', ${UTC}))
                 from (select trim(pp.currency_code) as currency, max(p.created_at) as newest
                         from category_product cp
                         join product p on p.id = cp.product_id and p.is_visible and p.parent_id is null
                         join product_price pp on pp.product_id = p.id
                        where cp.category_id = c.id group by 1) m) as lastmods
         from category c where c.display_mode <> 'link'
        order by c.level, c.position, c.id`,
    ),
    db.query<{ id: number; identifier: string; store_ids: string | null; published_on: string | null }>(
      `select p.id, p.identifier, to_char(p.published_on, 'YYYY-MM-DD') as published_on,
              (select string_agg(s.store_id::text, ',' order by s.store_id)
                 from content_page_store s where s.page_id = p.id) as store_ids
         from content_page p where p.is_active
        order by p.published_on desc nulls last, p.id`,
    ),
    // The same page address as the store locator gives (`shop-{id}` for a boutique without a page row).
    db.query<{ id: number; url_key: string }>(
      `select s.id, coalesce(p.url_key, 'shop-' || s.id) as url_key
         from shop s left join shop_page p on p.shop_id = s.id order by s.id`,
    ),
  ]);
  return {
    products: products.rows.map((r) => ({
      id: r.id,
      urlKey: r.url_key,
      lastmod: r.lastmod,
      currencies: split(r.currencies),
    })),
    categories: categories.rows.map((r) => ({
      id: r.id,
      urlPath: r.url_path,
      lastmodByCurrency: r.lastmods ?? {},
    })),
    stories: stories.rows.map((r) => ({
      id: r.id,
      identifier: r.identifier,
      storeIds: split(r.store_ids).map(Number),
      lastmod: r.published_on,
    })),
    shops: shops.rows.map((r) => ({ id: r.id, urlKey: r.url_key })),
  };
}
