import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { numberKeyword } from './contract-parameters';
import type { Discovered } from './discovered';
import { isStraps, remember } from './inputs';
import { followsFilters, pagesAndSorts, rejectsListingQueries } from './listing-steps';
import { rejectsStoreCodes } from './store-codes';
import { categoryCountProblem, pageSizeProblem } from '../../../scripts/verify-contract/behaviour/listing';
import { parameterDefault } from './contract-parameters';

// Without page_size a page holds the contract's default.
const DEFAULT_PAGE_SIZE = parameterDefault('listCategoryProducts', 'page_size');

const MALFORMED = { status: 400, code: 'validation_failed', field: 'path.category_id' } as const;

export const categoryProducts = (found: Discovered): Scenario => ({
  operationId: 'listCategoryProducts',
  async run(t) {
    const stocked = found.categories.filter((c) => c.product_count > 0);
    const category = need(
      stocked.find((c) => !isStraps(found, c.category_type)) ?? stocked[0],
      'a category with products from getCategoryTree',
    );
    const path = { category_id: category.entity_id };
    const first = await t.ok('listCategoryProducts', `${category.name}, first page`, { path }, (body) =>
      body.items.length
        ? (categoryCountProblem(body, category) ?? pageSizeProblem(body, DEFAULT_PAGE_SIZE))
        : `no items, though the category tree counts ${category.product_count} products`,
    );
    remember(found, first?.items ?? []);
    const straps = stocked.find((c) => isStraps(found, c.category_type));
    if (straps) {
      const page = await t.ok('listCategoryProducts', `${straps.name} (straps), first page`, {
        path: { category_id: straps.entity_id },
      });
      remember(found, page?.items ?? []);
    }

    await rejectsListingQueries(t, 'listCategoryProducts', { path });
    const maximum = numberKeyword('listCategoryProducts', 'category_id', 'maximum');
    for (const id of ['abc', 0, maximum + 1]) {
      await t.rejects('listCategoryProducts', `category id ${id}`, { path: { category_id: id } }, MALFORMED);
    }
    // The highest id the contract allows, unless the tree uses it: well-formed, so unknown rather than malformed.
    let unknown = maximum;
    while (found.categories.some((c) => c.entity_id === unknown)) unknown--;
    await t.rejects(
      'listCategoryProducts',
      `unknown category ${unknown}`,
      { path: { category_id: unknown } },
      {
        status: 404,
        code: 'not_found',
      },
    );
    await rejectsStoreCodes(t, 'listCategoryProducts', { path }, found);

    // Last: these read the first page's body, which may be malformed on a broken server.
    if (first) {
      await pagesAndSorts(t, 'listCategoryProducts', { path }, first);
      await followsFilters(t, 'listCategoryProducts', path, first);
    }
  },
});
