import fc from 'fast-check';
import { countFacets } from './facet-counts';
import type { FacetDoc } from './facet-doc';
import { CHECKBOX_FILTERS, type FilterSelection } from './listing-params';
import { buildPriceIndex, countPriceRange } from './price-index';

// Few options per filter and few prices, so that selections match some documents and prices tie.
const docArb = (id: number) =>
  fc
    .record({
      price: fc.integer({ min: 1, max: 40 }).map((n) => n * 1000),
      collection: fc.subarray([1, 2, 3], { minLength: 1, maxLength: 1 }),
      colour: fc.subarray([11, 12, 13, 14], { minLength: 1 }),
      case_size: fc.subarray([21, 22], { minLength: 1, maxLength: 1 }),
      material: fc.subarray([31, 32, 33], { minLength: 1, maxLength: 1 }),
    })
    .map(({ price, ...options }): FacetDoc => ({ id, name: `Watch ${id}`, createdAt: id, price, options }));

const docsArb = fc
  .integer({ min: 0, max: 1200 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => docArb(i + 1))));

const checkboxArb = fc.record({
  collection: fc.subarray([1, 2, 3]),
  colour: fc.subarray([11, 12, 13, 14]),
  case_size: fc.subarray([21, 22]),
  material: fc.subarray([31, 32, 33]),
});

const sorted = (m: Map<number, number>) => [...m].sort((a, b) => a[0] - b[0]);

describe('price index', () => {
  it('counts any price range of any checkbox selection as one pass over the documents does', () => {
    fc.assert(
      fc.property(
        docsArb,
        checkboxArb,
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 0, max: 45 }),
        (docs, checkbox, a, b) => {
          const selection: FilterSelection = { checkbox, price: { from: a, to: b } };
          const expected = countFacets(docs, selection, 1000);
          const got = countPriceRange(buildPriceIndex([...docs], checkbox), { from: a * 1000, to: b * 1000 });
          expect(got.total).toBe(expected.total);
          for (const code of CHECKBOX_FILTERS)
            expect(sorted(got.options[code])).toEqual(sorted(expected.options[code]));
        },
      ),
      { numRuns: 150 },
    );
  });
});
