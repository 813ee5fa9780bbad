import { useSearchParams } from 'react-router-dom';
import { useGetCategoryTreeQuery, useListCategoryProductsQuery, type CategoryNode } from '../../api/catalog';
import { useBreadcrumbStructuredData } from '../../components/Breadcrumbs/useBreadcrumbStructuredData';
import { useFilterResetNotice } from '../../components/LayeredNavigation/useFilterResetNotice';
import { NotFoundPage } from '../../components/NotFoundPage/NotFoundPage';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { findCategoryTrail } from '../../lib/category-tree';
import { categoryListingArgs } from '../../lib/listing-params';
import { useStoreConfig } from '../../lib/store-config';
import { CategoryListing } from './CategoryListing';
import { storePaths } from '../../../common/store-paths';
import './category.css';

/** Page type 2: resolves `url_path` in the category tree, then lists the category's products. */
export function CategoryPage({ urlPath }: { urlPath: string }) {
  const { store_code: storeCode } = useStoreConfig();
  const tree = useGetCategoryTreeQuery({ storeCode });
  if (tree.isLoading) return <LoadingState />;
  if (tree.isError || !tree.data) return <ErrorState onRetry={() => void tree.refetch()} />;
  const trail = findCategoryTrail(tree.data.items, urlPath);
  const category = trail?.at(-1);
  if (!trail || !category) return <NotFoundPage />;
  return <CategoryContent category={category} parents={trail.slice(0, -1)} />;
}

const crumb = (node: CategoryNode) => ({ name: node.name, url: node.full_url });

function CategoryContent({ category, parents }: { category: CategoryNode; parents: CategoryNode[] }) {
  const { store_code: storeCode } = useStoreConfig();
  // The page shows no breadcrumbs; search engines still get the category's place in the tree.
  useBreadcrumbStructuredData(storePaths.home(storeCode), parents.map(crumb), crumb(category));
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
