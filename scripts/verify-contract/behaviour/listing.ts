import type { components } from '../../../src/common/contract/schema.gen';

/**
 * What a listing (a category's products, a search's results) must do besides having the right shape: catalog.yaml
 * `x-behaviour` of listCategoryProducts and searchProducts. Each returns the problem, named by its rule, or null.
 */

type Listing = components['schemas']['ProductListing'];
type Item = Listing['items'][number];

/** rule page-size: a page holds `page_size` items (fewer only on the last), `page.count` pages hold them all. */
export function pageSizeProblem(listing: Listing, size: number): string | null {
  if (listing.page.size !== size) return `rule page-size: page.size ${listing.page.size} instead of ${size}`;
  const before = (listing.page.current - 1) * size;
  const expected = Math.max(0, Math.min(size, listing.total_count - before));
  if (listing.items.length !== expected) {
    return `rule page-size: ${listing.items.length} items on page ${listing.page.current} of size ${size} instead of ${expected} (total_count ${listing.total_count})`;
  }
  const pages = Math.ceil(listing.total_count / size);
  return listing.total_count > 0 && listing.page.count !== pages
    ? `rule page-size: page.count ${listing.page.count} instead of ${pages} for ${listing.total_count} items of ${size} a page`
    : null;
}

/** rule pages-partition: page 2 continues page 1: no item on both, the same total_count. */
export function pagesPartitionProblem(first: Listing, second: Listing): string | null {
  if (second.total_count !== first.total_count) {
    return `rule pages-partition: total_count ${second.total_count} on page 2 but ${first.total_count} on page 1`;
  }
  const onFirst = new Set(first.items.map((i) => i.id));
  const repeated = second.items.filter((i) => onFirst.has(i.id));
  if (repeated.length) {
    return `rule pages-partition: ${repeated.map(describe).join(', ')} on both page 1 and page 2`;
  }
  return null;
}

/** rule sort-order: `sort=price` orders by `price.amount` in the direction asked. */
export function priceOrderProblem(listing: Listing, dir: 'asc' | 'desc'): string | null {
  for (let i = 1; i < listing.items.length; i++) {
    const [a, b] = [listing.items[i - 1]!, listing.items[i]!];
    const wrong = dir === 'asc' ? b.price.amount < a.price.amount : b.price.amount > a.price.amount;
    if (wrong) {
      return `rule sort-order: sort=price&dir=${dir} lists ${describe(b)} at ${b.price.amount} after ${describe(a)} at ${a.price.amount}`;
    }
  }
  return null;
}

/**
 * rule filter-applied: following an option's apply_url lists as many products as the option's `count` said,
 * and narrows the other filters' counts to them (no option of another filter counts more than the listing).
 */
export function filterAppliedProblem(
  filtered: Listing,
  code: string,
  option: { value: string; count: number },
): string | null {
  if (filtered.total_count !== option.count) {
    return `rule filter-applied: total_count ${filtered.total_count} after ${code}=${option.value}, whose count was ${option.count}`;
  }
  for (const filter of filtered.filters) {
    if (filter.type !== 'checkbox' || filter.code === code) continue;
    const over = filter.options.find((o) => o.count > filtered.total_count);
    if (over) {
      return `rule filter-applied: option ${over.value} of ${filter.code} counts ${over.count} though ${code}=${option.value} leaves ${filtered.total_count} products`;
    }
  }
  return null;
}

/** rule category-count: the tree's product_count of a category is its listing's total_count. */
export function categoryCountProblem(
  listing: Listing,
  category: { name: string; product_count: number },
): string | null {
  return listing.total_count === category.product_count
    ? null
    : `rule category-count: total_count ${listing.total_count} but the category tree counts ${category.product_count} in ${category.name}`;
}

/** rule search-finds-name: searching a product's full name lists that product on the first page. */
export function searchFindsProblem(listing: Listing, product: Pick<Item, 'id' | 'name'>): string | null {
  return listing.items.some((i) => i.id === product.id)
    ? null
    : `rule search-finds-name: searching ${JSON.stringify(product.name)} does not list product ${product.id} on the first page`;
}

/** rule product-matches-listing: the product read by url key is the listing's item of that url key. */
export function productMatchesListingProblem(
  detail: { id: number; sku: string; name: string; url_key: string },
  item: Pick<Item, 'id' | 'sku' | 'name' | 'url_key'>,
): string | null {
  for (const key of ['id', 'sku', 'name', 'url_key'] as const) {
    if (detail[key] !== item[key]) {
      return `rule product-matches-listing: ${key} ${JSON.stringify(detail[key])} instead of the listing's ${JSON.stringify(item[key])}`;
    }
  }
  return null;
}

function describe(item: Pick<Item, 'id' | 'sku'>): string {
  return `${item.sku} (id ${item.id})`;
}
