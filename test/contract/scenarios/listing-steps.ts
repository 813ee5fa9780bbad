import type { components } from '../../../src/common/contract/schema.gen';
import type { CallInput, ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import {
  filterAppliedProblem,
  pageSizeProblem,
  pagesPartitionProblem,
  priceOrderProblem,
} from '../../../scripts/verify-contract/behaviour/listing';
import { firstInactiveOption, paramsOf } from './inputs';

type Listing = components['schemas']['ProductListing'];
type SliderFilter = components['schemas']['SliderFilter'];

/** Category listings and search answer the same listing shape with the same paging, sorting and filters. */
export type ListingOperation = 'listCategoryProducts' | 'searchProducts';

/** Query values that break the listing parameters' schemas, each with the input `field` must name. */
const INVALID_QUERIES: [Record<string, string | number>, string][] = [
  [{ p: 0 }, 'query.p'],
  [{ page_size: 13 }, 'query.page_size'],
  [{ sort: 'bogus' }, 'query.sort'],
  [{ dir: 'sideways' }, 'query.dir'],
  [{ price: 'abc' }, 'query.price'],
  [{ colour: 'red' }, 'query.colour'],
];

export async function rejectsListingQueries(
  t: ScenarioContext,
  operationId: ListingOperation,
  input: { path?: CallInput['path']; query?: Record<string, string> },
): Promise<void> {
  for (const [invalid, field] of INVALID_QUERIES) {
    const label = Object.entries(invalid)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    await t.rejects(
      operationId,
      label,
      { path: input.path, query: { ...input.query, ...invalid } },
      {
        status: 400,
        code: 'validation_failed',
        field,
      },
    );
  }
}

/**
 * Paging and sorting parameters must come back in `page` and `sort`, and take effect: page 2 continues page 1
 * (rule pages-partition), a page holds `page_size` items (page-size), `sort=price` orders by price (sort-order).
 */
export async function pagesAndSorts(
  t: ScenarioContext,
  operationId: ListingOperation,
  input: { path?: CallInput['path']; query?: Record<string, string> },
  first: Listing,
): Promise<void> {
  const sort = first.sort.options.find((o) => o.code !== first.sort.current)?.code ?? first.sort.current;
  await t.ok(
    operationId,
    `sort=${sort}&dir=desc&page_size=24`,
    {
      path: input.path,
      query: { ...input.query, sort, dir: 'desc', page_size: 24 },
    },
    (body) => {
      if (body.sort.current !== sort) return `sort.current ${body.sort.current} instead of ${sort}`;
      if (body.sort.direction !== 'desc') return `sort.direction ${body.sort.direction} instead of desc`;
      return pageSizeProblem(body, 24);
    },
  );
  if (first.sort.options.some((o) => o.code === 'price')) {
    for (const dir of ['asc', 'desc'] as const) {
      await t.ok(
        operationId,
        `sort=price&dir=${dir}`,
        { path: input.path, query: { ...input.query, sort: 'price', dir } },
        (body) => priceOrderProblem(body, dir),
      );
    }
  }
  if (first.page.count > 1) {
    await t.ok(operationId, 'p=2', { path: input.path, query: { ...input.query, p: 2 } }, (body) => {
      if (body.page.current !== 2) return `page.current ${body.page.current} instead of 2`;
      return pagesPartitionProblem(first, body) ?? pageSizeProblem(body, first.page.size);
    });
  }
}

/** Follows the listing's own filter links, as the layered navigation does, and checks they take effect. */
export async function followsFilters(
  t: ScenarioContext,
  operationId: ListingOperation,
  path: CallInput['path'],
  listing: Listing,
): Promise<void> {
  const picked = firstInactiveOption(listing);
  if (picked) {
    const { code, option } = picked;
    await t.ok(
      operationId,
      `${code}=${option.value} from its apply_url`,
      { path, query: paramsOf(option.apply_url) },
      (body) => {
        const filter = body.filters.find((f) => f.code === code);
        const after =
          filter?.type === 'checkbox' ? filter.options.find((o) => o.value === option.value) : undefined;
        if (!after?.active)
          return `option ${option.value} of filter ${code} is not active after following its apply_url`;
        if (!body.active_filters.some((f) => f.code === code)) return `active_filters does not list ${code}`;
        return filterAppliedProblem(body, code, option);
      },
    );
  }
  const slider = listing.filters.find((f): f is SliderFilter => f.type === 'slider');
  if (slider) {
    const { requestVar, min, max } = slider.slider;
    const range = `${Math.floor(min)}-${Math.ceil(max)}`;
    const query = paramsOf(slider.apply_url);
    query.set(requestVar, range);
    await t.ok(operationId, `${requestVar}=${range}, the slider's whole range`, { path, query }, (body) => {
      if (body.total_count !== listing.total_count) {
        return `total_count ${body.total_count} instead of ${listing.total_count}: the whole range must keep every product`;
      }
      return body.active_filters.some((f) => f.code === slider.code)
        ? null
        : `active_filters does not list ${slider.code}`;
    });
  }
}
