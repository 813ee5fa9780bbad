import { categoryListingArgs, searchListingArgs, withQuery } from './listing-params';

const params = (query: string) => new URLSearchParams(query);

describe('listing parameters from the URL', () => {
  test('known parameters become API arguments', () => {
    expect(
      categoryListingArgs(
        params(
          'p=3&page_size=36&sort=name&dir=desc&collection=4,5&colour=12&case_size=40&material=7&price=100-900',
        ),
      ),
    ).toEqual({
      p: 3,
      pageSize: 36,
      sort: 'name',
      dir: 'desc',
      collection: '4,5',
      colour: '12',
      caseSize: '40',
      material: '7',
      price: '100-900',
    });
  });

  test('values the contract would reject are dropped instead of failing the page', () => {
    expect(
      categoryListingArgs(params('p=0&page_size=13&sort=relevance&dir=up&colour=red&price=cheap')),
    ).toEqual({});
    expect(categoryListingArgs(params('p=1'))).toEqual({});
    expect(categoryListingArgs(params('price=9000-3000'))).toEqual({});
    expect(categoryListingArgs(params('price=3000-3000'))).toEqual({ price: '3000-3000' });
  });

  test('search has its own sort orders', () => {
    expect(searchListingArgs(params('sort=relevance'))).toEqual({ sort: 'relevance' });
    expect(searchListingArgs(params('sort=position'))).toEqual({});
  });

  test('withQuery changes some keys and keeps the order of the others', () => {
    expect(withQuery(params('colour=12&p=2&sort=name'), { p: '3' })).toBe('?colour=12&p=3&sort=name');
    expect(withQuery(params('p=2'), { p: null })).toBe('');
  });
});
