import { useSearchParams } from 'react-router-dom';
import { useGetCategoryTreeQuery, useListCategoryProductsQuery, type CategoryNode } from '../../api/catalog';
import { useFilterResetNotice } from '../../components/LayeredNavigation/useFilterResetNotice';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { findCategoryByPath } from '../../lib/category-tree';
import { categoryListingArgs } from '../../lib/listing-params';
import { useStoreConfig } from '../../lib/store-config';
import { CategoryListing } from './CategoryListing';
import './category.css';

/** Page type 2: resolves `url_path` in the category tree, then lists the category's products. */
export function CategoryPage({ urlPath }: { urlPath: string }) {
  const { store_code: storeCode } = useStoreConfig();
  const tree = useGetCategoryTreeQuery({ storeCode });
  if (tree.isLoading) return <LoadingState />;
  if (tree.isError || !tree.data) return <ErrorState onRetry={() => void tree.refetch()} />;
  const category = findCategoryByPath(tree.data.items, urlPath);
  if (!category) return <NotFoundPage />;
  return <CategoryContent category={category} />;
}

function CategoryContent({ category }: { category: CategoryNode }) {
  const { store_code: storeCode } = useStoreConfig();
  const [params] = useSearchParams();
  const args = { storeCode, categoryId: category.entity_id, ...categoryListingArgs(params) };
  const listing = useListCategoryProductsQuery(args);
  // Read here, above the loading states, so the notice survives the listing's reload.
  const resetNotice = useFilterResetNotice();
  if (listing.data)
    return (
      <CategoryListing
        category={category}
        listing={listing.data}
        busy={listing.isFetching}
        resetNotice={resetNotice}
      />
    );
  if (listing.isError) return <ErrorState onRetry={() => void listing.refetch()} />;
  return <LoadingState />;
}
