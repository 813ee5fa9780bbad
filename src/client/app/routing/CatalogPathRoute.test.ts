import { parseCatalogPath } from './CatalogPathRoute';

describe('catalogue paths', () => {
  test('a path ending in .html is a product, keyed by its last segment', () => {
    expect(parseCatalogPath('heritage-chronograph.html')).toEqual({
      kind: 'product',
      urlKey: 'heritage-chronograph',
    });
    expect(parseCatalogPath('watches/heritage/heritage-chronograph.html')).toEqual({
      kind: 'product',
      urlKey: 'heritage-chronograph',
    });
  });

  test('anything else is a category url_path', () => {
    expect(parseCatalogPath('watches/heritage/')).toEqual({ kind: 'category', urlPath: 'watches/heritage' });
  });
});
