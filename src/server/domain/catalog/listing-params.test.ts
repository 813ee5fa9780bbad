import { listingLinks, listingUrl } from './listing-params';

/** What listingUrl gave before its fast path: URLSearchParams for every value, commas left readable. */
function withUrlSearchParams(basePath: string, params: Record<string, string | number | undefined>): string {
  const order = [
    'q',
    'collection',
    'colour',
    'case_size',
    'material',
    'price',
    'sort',
    'dir',
    'page_size',
    'p',
  ];
  const search = new URLSearchParams();
  for (const key of order) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString().replace(/%2C/g, ',');
  return text ? `${basePath}?${text}` : basePath;
}

describe('listing URLs', () => {
  const terms = ['chrono', 'blue dial', "l'heure (or) ~!*", 'a,b', 'ü&=?#%+', 'MA-HER_01.x', '日本', ''];

  it.each(terms)('encode the search term %j and the filters as a form would, commas readable', (q) => {
    for (const colour of [undefined, '', '3', '1,5']) {
      const params = { q, colour, price: '100-2000', sort: 'name', dir: 'desc', page_size: 24, p: 2 };
      expect(listingUrl('/en-int/watches', params)).toBe(withUrlSearchParams('/en-int/watches', params));
    }
  });

  it('keep a fixed order and drop empty values', () => {
    expect(listingUrl('/en-int/watches', { p: 2, colour: '1,5', sort: '', q: undefined })).toBe(
      '/en-int/watches?colour=1,5&p=2',
    );
    expect(listingUrl('/en-int/watches', {})).toBe('/en-int/watches');
  });

  it('that change one parameter are the listing URL with that parameter changed', () => {
    const params = { q: 'blue dial', colour: '1,5', price: '100-2000', sort: 'price', p: 3 };
    const link = listingLinks('/en-int/catalogsearch/result/', params);
    for (const [key, value] of [
      ['colour', '1,5,9'],
      ['colour', ''],
      ['price', undefined],
      ['material', '7'],
      ['q', 'chrono'],
    ] as const) {
      expect(link(key, value)).toBe(listingUrl('/en-int/catalogsearch/result/', { ...params, [key]: value }));
    }
    expect(link()).toBe(listingUrl('/en-int/catalogsearch/result/', params));
  });
});
