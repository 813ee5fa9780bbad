import { categoryListingIndexing } from './listingIndexing';

const at = (query: string) => categoryListingIndexing('/en-int/watches', new URLSearchParams(query));

describe('how search engines treat a category URL', () => {
  test('the plain category, and its pages from 2 on, are indexed and canonical to themselves', () => {
    expect(at('')).toEqual({ canonicalPath: '/en-int/watches', robots: null });
    expect(at('p=3')).toEqual({ canonicalPath: '/en-int/watches?p=3', robots: null });
    expect(at('p=1')).toEqual({ canonicalPath: '/en-int/watches', robots: null });
  });

  test.each(['colour=12', 'price=3000-9000', 'sort=price', 'dir=desc', 'page_size=24', 'collection=4&p=2'])(
    '%s is a view of the category: noindex, follow, canonical to the plain category',
    (query) => {
      expect(at(query)).toEqual({ canonicalPath: '/en-int/watches', robots: 'noindex, follow' });
    },
  );

  test('parameters the listing ignores change nothing', () => {
    expect(at('utm_source=mail&p=2')).toEqual({ canonicalPath: '/en-int/watches?p=2', robots: null });
    expect(at('sort=<script>')).toEqual({ canonicalPath: '/en-int/watches', robots: null });
  });
});
