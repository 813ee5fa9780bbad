import type { ProductListing } from '../../api/catalog';
import { watchesListingPage2 } from '../../test-utils/fixtures';

/*
 * Listings with a full layered navigation, for the filter tests (the contract's example has one option).
 * Typed as the contract's ProductListing; the URLs are what the reference server builds for them.
 */
const option = (
  value: string,
  label: string,
  swatch: string | null,
  count: number,
  active: boolean,
  applyUrl: string,
  removeUrl: string,
) => ({ value, label, count, swatch, active, apply_url: applyUrl, remove_url: removeUrl });

/** Watches, page 2, filtered by Midnight blue: two dial colours, an empty one, collections and a price slider. */
export const filteredWatches: ProductListing = {
  ...watchesListingPage2,
  filters: [
    {
      type: 'checkbox',
      code: 'colour',
      label: 'Dial colour',
      options: [
        option('12', 'Midnight blue', '#1d2a4a', 3, true, '/en-int/watches?colour=12', '/en-int/watches'),
        option(
          '13',
          'Silver',
          '#c9c9c4',
          2,
          false,
          '/en-int/watches?colour=12,13',
          '/en-int/watches?colour=12',
        ),
        option(
          '14',
          'Champagne',
          '#d8c08a',
          0,
          false,
          '/en-int/watches?colour=12,14',
          '/en-int/watches?colour=12',
        ),
      ],
    },
    {
      type: 'checkbox',
      code: 'collection',
      label: 'Collection',
      options: [
        option(
          '4',
          'Heritage',
          null,
          1,
          false,
          '/en-int/watches?collection=4&colour=12',
          '/en-int/watches?colour=12',
        ),
        option(
          '5',
          'Riviera',
          null,
          1,
          false,
          '/en-int/watches?collection=5&colour=12',
          '/en-int/watches?colour=12',
        ),
      ],
    },
    {
      type: 'slider',
      code: 'price',
      label: 'Price',
      slider: {
        filterAttributeId: 100,
        requestVar: 'price',
        min: 3000,
        max: 13000,
        from: 3000,
        to: 13000,
        step: 5,
        validSteps: [4800, 6450, 12900],
        isPrice: true,
      },
      apply_url: '/en-int/watches?colour=12',
    },
  ],
};

/** The same category after "Clear all": nothing active, nothing to remove. */
export const unfilteredWatches: ProductListing = {
  ...filteredWatches,
  filters: filteredWatches.filters.map((filter) =>
    filter.type === 'checkbox'
      ? { ...filter, options: filter.options.map((option) => ({ ...option, active: false })) }
      : filter,
  ),
  active_filters: [],
};
