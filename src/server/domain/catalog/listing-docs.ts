import type { Queryable } from '../../db/types';
import type { CatalogCache, Generation } from './catalog-cache';
import type { ListingDocs } from './cached-listing';
import type { AttributeOption, FacetDoc } from './facet-doc';
import {
  loadAttributeOptions,
  loadCategoryMembers,
  loadPrices,
  loadProductFacets,
  pricedDocs,
  type ListingBase,
} from './facet-docs.sql';

/** Cache or database, whichever `cache` says: null reads the database every time (inside a transaction). */
export interface CatalogReader {
  db: Queryable;
  cache: CatalogCache | null;
  since: Generation;
}

const NO_RANKS: ReadonlyMap<number, number> = new Map();
const NO_POSITIONS: ReadonlyMap<number, number> = new Map();

function baseKey(r: CatalogReader, base: ListingBase): string | null {
  if ('categoryId' in base) return `category:${base.categoryId}`;
  const term = r.cache?.rankingKeys.get(base.ranked);
  return term === undefined ? null : `search:${term}`;
}

function productFacets({ db, cache, since }: CatalogReader) {
  const load = () => loadProductFacets(db);
  return cache ? cache.memo(cache.products, since, 'all', load) : load();
}

/** Every listed product's document in one currency: the shared facets plus that currency's prices. */
function catalogueDocs(r: CatalogReader, currency: string) {
  const load = async () => {
    const [facets, prices] = await Promise.all([productFacets(r), loadPrices(r.db, currency)]);
    return pricedDocs(facets, prices);
  };
  return r.cache ? r.cache.memo(r.cache.catalogues, r.since, currency, load) : load();
}

function categoryMembers({ db, cache, since }: CatalogReader, categoryId: number) {
  const load = () => loadCategoryMembers(db, categoryId);
  return cache ? cache.memo(cache.memberships, since, categoryId, load, (m) => m.size) : load();
}

async function buildListingDocs(
  r: CatalogReader,
  currency: string,
  base: ListingBase,
  key: string | null,
): Promise<ListingDocs> {
  const catalogue = await catalogueDocs(r, currency);
  const docs: FacetDoc[] = [];
  if ('ranked' in base) {
    for (const id of base.ranked.keys()) {
      const doc = catalogue.get(id);
      if (doc) docs.push(doc);
    }
    return { key, docs, position: NO_POSITIONS, rank: base.ranked };
  }
  // The positions are the category's, shared by its listings in every currency.
  const position = await categoryMembers(r, base.categoryId);
  for (const id of position.keys()) {
    const doc = catalogue.get(id);
    if (doc) docs.push(doc);
  }
  return { key, docs, position, rank: NO_RANKS };
}

/** A listing's documents: built once per (base, currency) from the catalogue's, then served from memory. */
export function loadListingDocs(r: CatalogReader, currency: string, base: ListingBase): Promise<ListingDocs> {
  const key = baseKey(r, base);
  if (!r.cache || key === null) return buildListingDocs(r, currency, base, key);
  return r.cache.memo(
    r.cache.bases,
    r.since,
    `${key}|${currency}`,
    () => buildListingDocs(r, currency, base, key),
    (listing) => listing.docs.length,
  );
}

export function attributeOptions({ db, cache, since }: CatalogReader): Promise<AttributeOption[]> {
  const load = () => loadAttributeOptions(db);
  return cache ? cache.memo(cache.attributeOptions, since, 'all', load) : load();
}
