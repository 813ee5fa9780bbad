import { need, type Scenario } from '../../../scripts/verify-contract/scenario-api';
import { searchFindsProblem } from '../../../scripts/verify-contract/behaviour/listing';
import type { Discovered } from './discovered';
import { randomText } from './inputs';
import { followsFilters, pagesAndSorts, rejectsListingQueries } from './listing-steps';
import { rejectsStoreCodes } from './store-codes';

export const searchProducts = (found: Discovered): Scenario => ({
  operationId: 'searchProducts',
  async run(t) {
    // A product's own name must find something, whatever the ranking does with it.
    const product = need(
      found.products.find((p) => typeof p.name === 'string' && p.name.trim()),
      'a product name from a category listing',
    );
    const term = product.name.trim();
    const hits = await t.ok('searchProducts', `q=${term}`, { query: { q: term } }, (body) => {
      if (body.search_term !== term)
        return `search_term ${JSON.stringify(body.search_term)} instead of ${JSON.stringify(term)}`;
      if (!body.items.length) return `searching a product's name (${term}) found nothing`;
      return searchFindsProblem(body, product);
    });
    const nothing = `zq${randomText(10, 'jkqvwxz')}`;
    await t.ok('searchProducts', `q=${nothing} (matches nothing)`, { query: { q: nothing } }, (body) =>
      body.total_count === 0 && body.items.length === 0
        ? null
        : `total_count ${body.total_count} for a term that matches nothing`,
    );

    const q = { q: term };
    const badTerms: [string, string][] = [
      ["q=''", ''],
      ["q='   ' (blank)", '   '],
      ['q of 129 characters', 'a'.repeat(129)],
    ];
    for (const [label, value] of badTerms) {
      await t.rejects(
        'searchProducts',
        label,
        { query: { q: value } },
        {
          status: 400,
          code: 'validation_failed',
          field: 'query.q',
        },
      );
    }
    await t.rejects(
      'searchProducts',
      'without q',
      {},
      { status: 400, code: 'validation_failed', field: 'query.q' },
    );
    await t.rejects(
      'searchProducts',
      'sort=position (category sorting only)',
      { query: { ...q, sort: 'position' } },
      {
        status: 400,
        code: 'validation_failed',
        field: 'query.sort',
      },
    );
    await rejectsListingQueries(t, 'searchProducts', { query: q });
    await rejectsStoreCodes(t, 'searchProducts', { query: q }, found);

    if (hits) {
      await pagesAndSorts(t, 'searchProducts', { query: q }, hits);
      await followsFilters(t, 'searchProducts', undefined, hits);
    }
  },
});
