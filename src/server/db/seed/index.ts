import { hashPassword } from '../../domain/customer/password';
import type { Database, Queryable } from '../types';
import { insertAttributeOptions } from './attributes';
import { insertCatalog, type Catalog } from './catalog';
import { insertCustomOptions } from './custom-options';
import { insertCategories } from './categories';
import { COLLECTIONS, insertCollections } from './collections';
import { seedContent } from './content';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, insertCustomers } from './customers';
import { insertExtraWatches } from './extras';
import { insertProductFeatures } from './features';
import { insertGiftBox } from './gift-box';
import { insertOrders, insertRegistrations } from './orders';
import type { PriceSet } from './prices';
import { createPrng } from './prng';
import { insertRegistry, planRegistry } from './registry';
import { insertShops } from './shops';
import { insertStores } from './stores';

export { refreshSearchDocuments } from './search-document';

export interface SeedOptions {
  /** Extra generated watches for benchmarks (e.g. 20000); default 0. */
  extraProducts?: number;
}

// Any fixed number: the same seed gives the same catalogue, which tests and the README rely on.
const PRNG_SEED = 1887;
const SEED_LOCK = 4242002;

/**
 * Fills an empty database with the demo shop, in one transaction. A database that already has websites is
 * left untouched, so running it at every start is safe.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const existing = await db.query('select 1 from website limit 1');
  if (existing.rows.length > 0) {
    // A shop seeded before its content existed (migration 008) still gets the demo content, once.
    await seedContent(db);
    return { seeded: false };
  }
  // scrypt runs on libuv's thread pool, so the hashes are computed while the catalogue is inserted.
  const hashes = Promise.all(DEMO_CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  // Awaited inside the transaction; this only keeps a failure from being reported as unhandled when the
  // transaction ends early (another process seeded first).
  hashes.catch(() => undefined);
  const seeded = await db.transaction(async (tx) => {
    // Two servers starting together on one PostgreSQL: the second waits, then finds the data there.
    if (db.driver === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const again = await tx.query('select 1 from website limit 1');
    if (again.rows.length > 0) return false;
    await insertAll(tx, options, hashes);
    return true;
  });
  await seedContent(db);
  return { seeded };
}

async function insertAll(q: Queryable, options: SeedOptions, hashes: Promise<string[]>): Promise<void> {
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
