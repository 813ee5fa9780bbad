import { useParams } from 'react-router-dom';
import { CategoryPage, ProductPage } from './lazyPages';

/** `{url_key}.html` is a product; any other path is a category's `url_path` (spec 2, Magento's URL scheme). */
export function parseCatalogPath(
  splat: string,
): { kind: 'product'; urlKey: string } | { kind: 'category'; urlPath: string } {
  const path = splat.replace(/\/+$/, '');
  if (path.endsWith('.html')) {
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    return { kind: 'product', urlKey: lastSegment.slice(0, -'.html'.length) };
  }
  return { kind: 'category', urlPath: path };
}

export function CatalogPathRoute() {
  const { '*': splat = '' } = useParams();
  const target = parseCatalogPath(splat);
  return target.kind === 'product' ? (
    <ProductPage key={target.urlKey} urlKey={target.urlKey} />
  ) : (
    <CategoryPage key={target.urlPath} urlPath={target.urlPath} />
  );
}
