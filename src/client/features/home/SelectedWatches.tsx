import { Link } from 'react-router-dom';
import { useListCategoryProductsQuery } from '../../api/catalog';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { useStoreCode } from '../../lib/store-config';

const SELECTED_COUNT = 8;

/** The first watches of the Watches category, in the house's own order. */
export function SelectedWatches({ categoryId, allUrl }: { categoryId: number; allUrl: string }) {
  const storeCode = useStoreCode();
  const { data, isLoading } = useListCategoryProductsQuery({ storeCode, categoryId, pageSize: 12 });
  const products = data?.items.slice(0, SELECTED_COUNT) ?? [];
  return (
    <section className="home-section" aria-labelledby="selected-title">
      <header className="section-heading">
        <p className="eyebrow">From the boutique</p>
        <h2 id="selected-title">Selected watches</h2>
      </header>
      {isLoading ? (
        <LoadingState label="Loading watches…" />
      ) : (
        <ProductGrid products={products} label="Selected watches" />
      )}
      <p className="home-section__more">
        <Link className="button button--secondary" to={allUrl}>
          View all watches
        </Link>
      </p>
    </section>
  );
}
