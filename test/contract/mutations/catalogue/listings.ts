import type { components } from '../../../../src/common/contract/schema.gen';
import type { Mutation } from '../plant';
import { copy, query } from './planted-request';
import { LISTING } from './scenario-sets';

type Schemas = components['schemas'];
type Listing = Schemas['ProductListing'];

/** Per-request notes a mutation keeps between its hooks. */
const notes = new WeakMap<object, string>();

/** Behaviour: listings (pages, page size, sort, filters and their counts), search, the product by url key. */
export const LISTING_MUTATIONS: Mutation[] = [
  {
    name: 'answers page 1 again for p=2',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || String(query(at).p) !== '2') return;
      query(at).p = '1';
      notes.set(at.request, 'p2');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'p2') return body;
      const listing = copy<Listing>(body);
      listing.page.current = 2;
      return listing;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule pages-partition: / },
  },
  {
    name: 'ignores page_size while echoing it',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || String(query(at).page_size) !== '24') return;
      delete query(at).page_size;
      notes.set(at.request, 'size24');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'size24') return body;
      const listing = copy<Listing>(body);
      listing.page.size = 24;
      return listing;
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule page-size: 12 items on page 1 of size 24/,
    },
  },
  {
    name: 'ignores dir=desc while echoing it',
    only: LISTING,
    beforeValidation(at) {
      if (at.operationId !== 'listCategoryProducts' || query(at).dir !== 'desc') return;
      query(at).dir = 'asc';
      notes.set(at.request, 'desc');
    },
    body(at, body) {
      if (notes.get(at.request) !== 'desc') return body;
      const listing = copy<Listing>(body);
      listing.sort.direction = 'desc';
      return listing;
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule sort-order: sort=price&dir=desc lists /,
    },
  },
  {
    name: 'counts the other filters without the applied one',
    only: LISTING,
    body(at, body) {
      const listing = body as Listing;
      if (at.operationId !== 'listCategoryProducts' || !listing.active_filters.length) return body;
      const broken = copy<Listing>(body);
      const other = broken.filters.find(
        (f) => f.type === 'checkbox' && !broken.active_filters.some((a) => a.code === f.code),
      );
      if (other?.type === 'checkbox' && other.options[0]) other.options[0].count = broken.total_count + 3;
      return broken;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule filter-applied: option .* counts / },
  },
  {
    name: 'counts a filtered listing without its filter',
    only: LISTING,
    body(at, body) {
      const listing = body as Listing;
      const checkbox = listing.active_filters?.some((a) =>
        listing.filters.some((f) => f.code === a.code && f.type === 'checkbox'),
      );
      if (at.operationId !== 'listCategoryProducts' || !checkbox) return body;
      return { ...listing, total_count: listing.total_count + 1 };
    },
    caughtBy: {
      operationId: 'listCategoryProducts',
      problem: /^rule filter-applied: total_count \d+ after /,
    },
  },
  {
    name: "counts a category's products in the tree differently from its listing",
    only: LISTING,
    body(at, body) {
      if (at.operationId !== 'getCategoryTree') return body;
      const bump = (nodes: Schemas['CategoryNode'][]): void => {
        for (const node of nodes) {
          if (node.product_count > 0) node.product_count += 1;
          bump(node.children);
        }
      };
      const tree = copy<Schemas['CategoryTree']>(body);
      bump(tree.items);
      return tree;
    },
    caughtBy: { operationId: 'listCategoryProducts', problem: /^rule category-count: / },
  },
  {
    name: 'does not find a product by its own name',
    only: [...LISTING, 'searchProducts'],
    body(at, body) {
      if (at.operationId !== 'searchProducts') return body;
      const term = String(query(at).q);
      const listing = copy<Listing>(body);
      for (const item of listing.items) if (item.name === term) item.id += 100_000;
      return listing;
    },
    caughtBy: { operationId: 'searchProducts', problem: /^rule search-finds-name: / },
  },
  {
    name: 'reads another product by url key than the listing shows',
    only: [...LISTING, 'getProductByUrlKey'],
    body(at, body) {
      if (at.operationId !== 'getProductByUrlKey') return body;
      const detail = copy<Schemas['ProductDetail']>(body);
      detail.name = `${detail.name} (another)`;
      return detail;
    },
    caughtBy: { operationId: 'getProductByUrlKey', problem: /^rule product-matches-listing: name / },
  },
];
