import { hashPassword } from '../../domain/customer/password';
import type { Database, Queryable } from '../types';
import { insertAttributeOptions } from './attributes';
import { insertCatalog, type Catalog } from './catalog';
import { insertCustomOptions } from './custom-options';
import { insertCategories } from './categories';
import { COLLECTIONS, insertCollections } from './collections';
import { insertContent } from './content';
import { fixDemoRegionIds, insertDemoAddressBook } from './address-book';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, insertCustomers } from './customers';
import { insertExtraWatches } from './extras';
import { insertProductFeatures } from './features';
import { insertGiftBox } from './gift-box';
import { insertOrders, insertRegistrations } from './orders';
import { insertDemoPopups, POPUPS_STEP } from './popups';
import { CATALOGUE_TEXTS_STEP, insertCatalogueTexts } from './catalogue-texts';
import { CONTENT_LANGUAGES_STEP, translateSeededContent } from './content-languages';
import { insertProductContentTexts, PRODUCT_CONTENT_TEXTS_STEP } from './catalogue-texts/product-content';
import { refreshStoreViewSearch } from '../../domain/catalog/store-view-search.sql';
import type { PriceSet } from './prices';
import { createPrng } from './prng';
import { insertRegistry, planRegistry } from './registry';
import { insertShopPages } from './shop-pages';
import { insertShops } from './shops';
import { insertShopTexts, SHOP_TEXTS_STEP } from './shop-texts';
import { insertStores } from './stores';
import { insertDemoWishlists, WISHLIST_STEP } from './wishlist';
import { insertMyWatchesDemo, MY_WATCHES_STEP } from './my-watches';

export { refreshSearchDocuments } from './search-document';

export interface SeedOptions {
  /** Extra generated watches for benchmarks (e.g. 20000); default 0. Only on a first seed. */
  extraProducts?: number;
}

export interface SeedResult {
  /** Whether the demo catalogue was inserted (a first start). */
  seeded: boolean;
  /** The seed steps this run applied, in order (none when the database had them all). */
  applied: string[];
}

/** A version of the seed content, applied once per database and recorded in `seed_step` (like migrations). */
export interface SeedStep {
  name: string;
  /**
   * Inserts what this version adds, in the seed's transaction. It must only add what is missing, never
   * delete rows nor update what shoppers, customers or editors wrote, so a database made by an older version
   * keeps their data; it may correct a value that is still exactly as an older seed wrote it. It answers
   * whether it changed anything (false: the content was there already).
   */
  apply(q: Queryable, options: SeedOptions): Promise<boolean>;
}

// Any fixed number: the same seed gives the same catalogue, which tests and the README rely on.
const PRNG_SEED = 1887;
const SEED_LOCK = 4242002;
const CATALOGUE_STEP = '001_catalogue';

/**
 * The seed content, oldest first. A new version of the seed appends a step; existing steps never change, as
 * databases already carry what they inserted.
 */
export const SEED_STEPS: readonly SeedStep[] = [
  {
    // Stores, catalogue, boutiques, registry, demo customers and their orders: only into an empty shop.
    name: CATALOGUE_STEP,
    apply: async (q, options) => {
      if ((await q.query('select 1 from website limit 1')).rows.length > 0) return false;
      await insertAll(q, options);
      return true;
    },
  },
  {
    // Home blocks and stories of every store (migration 008): only where no store has content yet.
    name: '002_content',
    apply: async (q) => {
      const pages = await q.query('select 1 from content_page limit 1');
      const blocks = await q.query('select 1 from content_block limit 1');
      if (pages.rows.length > 0 || blocks.rows.length > 0) return false;
      await insertContent(q);
      return true;
    },
  },
  {
    // Issue 10, address book: a second address for Louise and Kenji (only where it is not there yet).
    name: '019_address_book',
    apply: insertDemoAddressBook,
  },
  {
    // Kenji's seeded Tokyo address: the region as the region list names it (東京都, with its id).
    name: '019_demo_region_ids',
    apply: fixDemoRegionIds,
  },
  {
    // Issue 10: the demo customers' wishlists (migration 020), for customers who have none yet.
    name: WISHLIST_STEP,
    apply: (q) => insertDemoWishlists(q),
  },
  {
    // Newsletter slice (migration 021): the demo customers who receive the newsletter are on the list, confirmed.
    name: '021_newsletter_subscribers',
    apply: async (q) => {
      const { rowCount } = await q.query(
        `insert into newsletter_subscriber (email, store_id, customer_id, source, status, gender, confirmed_at)
         select c.email, s.id, c.id, 'account', 'subscribed', null, c.created_at
           from customer c join website w on w.id = c.website_id
           join store s on s.website_id = w.id and s.code = w.default_store_code
          where c.is_newsletter_subscribed
            and not exists (select 1 from newsletter_subscriber n where lower(n.email) = lower(c.email))`,
      );
      return rowCount > 0;
    },
  },
  {
    // Issue 11, my watches (migration 023): the models' user manuals and Henri Dubois, a watch owner.
    name: MY_WATCHES_STEP,
    apply: (q) => insertMyWatchesDemo(q),
  },
  {
    // Issue 12, popups (migration 026): the retailers of 'shop in other countries' and each store's promotions.
    name: POPUPS_STEP,
    apply: insertDemoPopups,
  },
  {
    // Issue 12, store locator (migration 027): each seeded boutique's page address and weekly opening hours.
    name: '027_store_locator',
    apply: insertShopPages,
  },
  {
    // Issue 13, languages (migration 028): the demo catalogue's text in French, German and Japanese.
    name: CATALOGUE_TEXTS_STEP,
    apply: insertCatalogueTexts,
  },
  {
    // Issue 13, languages: an older database's story bodies, hero picture descriptions and promotional popups,
    // seeded in English in every store, in each store's language where they are still as seeded.
    name: CONTENT_LANGUAGES_STEP,
    apply: translateSeededContent,
  },
  {
    // Issue 13 (migration 029): the product pages' features, custom options and size guides in those languages.
    name: PRODUCT_CONTENT_TEXTS_STEP,
    apply: insertProductContentTexts,
  },
  {
    // Issue 13 (migration 029): the boutiques' opening hours summaries in French, German and Japanese.
    name: SHOP_TEXTS_STEP,
    apply: insertShopTexts,
  },
  {
    // Issue 13, search in the store's language (migration 030): each French, German and Japanese store view's
    // search document, from the texts of the step before. The documents are derived from the catalogue (no
    // one writes them), so rebuilding them keeps everything an editor wrote. A later step that writes texts
    // calls refreshStoreViewSearch for its products in its own transaction.
    name: '030_store_view_search',
    apply: async (q) => (await refreshStoreViewSearch(q)) > 0,
  },
];

/**
 * Applies every seed step this database has not recorded, each in its own transaction, in order: a first
 * start gets the whole demo shop, a database made by an older version gains only the newer steps, and a
 * database that has them all is left untouched, so running it at every start is safe. A step whose content
 * is there already (a database seeded before steps were recorded) is recorded without inserting anything.
 * On PostgreSQL an advisory lock makes two servers starting together apply each step once.
 */
export async function seed(
  db: Database,
  options: SeedOptions = {},
  steps: readonly SeedStep[] = SEED_STEPS,
): Promise<SeedResult> {
  const result: SeedResult = { seeded: false, applied: [] };
  for (const step of steps) {
    const inserted = await db.transaction(async (tx) => {
      if (db.driver === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const seen = await tx.query('select 1 from seed_step where name = $1', [step.name]);
      if (seen.rowCount > 0) return null;
      const did = await step.apply(tx, options);
      await tx.query('insert into seed_step (name) values ($1)', [step.name]);
      return did;
    });
    if (inserted === null) continue;
    result.applied.push(step.name);
    if (inserted && step.name === CATALOGUE_STEP) result.seeded = true;
  }
  // PGlite never analyses by itself: without statistics the planner took the search documents of the store
  // views (step 030) for a few rows and read their whole primary key per search (EXPLAIN at 20,000 products).
  if (result.applied.length) await db.query('analyze');
  return result;
}

async function insertAll(q: Queryable, options: SeedOptions): Promise<void> {
  // scrypt runs on libuv's thread pool, so the hashes are computed while the catalogue is inserted.
  const hashes = Promise.all(DEMO_CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  // Awaited below; this only keeps a failure from being reported as unhandled when an insert fails first.
  hashes.catch(() => undefined);
  const prng = createPrng(PRNG_SEED);
  const { websites, stores } = await insertStores(q);
  const optionIds = await insertAttributeOptions(q, COLLECTIONS);
  const collections = await insertCollections(q, optionIds.collection);
  const categories = await insertCategories(q, collections);
  const ctx = { options: optionIds, collections, categories };
  const catalog = await insertCatalog(q, ctx, prng);
  await insertCustomOptions(q, catalog);
  await insertGiftBox(q);
  await insertProductFeatures(q, catalog.watches, catalog.ids);
  const variationSkus = catalog.watches.flatMap((w) => w.variations.map((v) => v.sku));
  await insertShops(q, variationSkus, catalog.ids, prng);
  await insertRegistry(q, planRegistry(variationSkus, prng), catalog.ids);
  const customers = await insertCustomers(q, websites, await hashes);
  await insertOrders(q, { customers, stores, products: catalog.ids, ...namesAndPrices(catalog) });
  await insertRegistrations(q, customers, catalog.ids);
  const extra = options.extraProducts ?? 0;
  // The extras use their own generator so adding them never changes the curated catalogue.
  if (extra > 0) await insertExtraWatches(q, ctx, extra, catalog.watches.length, createPrng(PRNG_SEED + 1));
}

function namesAndPrices(catalog: Catalog): { names: Map<string, string>; prices: Map<string, PriceSet> } {
  const names = new Map<string, string>();
  const prices = new Map<string, PriceSet>();
  for (const w of catalog.watches) {
    for (const v of w.variations) {
      names.set(v.sku, w.model.name);
      prices.set(v.sku, v.prices);
    }
  }
  for (const s of catalog.straps) {
    names.set(s.sku, s.name);
    prices.set(s.sku, s.prices);
  }
  return { names, prices };
}
