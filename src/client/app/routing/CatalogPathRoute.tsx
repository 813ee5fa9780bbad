import { useParams } from 'react-router-dom';
import { parseCatalogPath } from '../../../common/store-page';
import { CategoryPage, ProductPage } from './lazyPages';

/** The router's `*`: a product or a category, read by the parser the server's page statuses share. */
export function CatalogPathRoute() {
  const { '*': splat = '' } = useParams();
  const target = parseCatalogPath(splat);
  return target.kind === 'product' ? (
    <ProductPage key={target.urlKey} urlKey={target.urlKey} />
  ) : (
    <CategoryPage key={target.urlPath} urlPath={target.urlPath} />
  );
}
