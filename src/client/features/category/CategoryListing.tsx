import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { CategoryNode, ProductListing } from '../../api/catalog';
import { commonMessages } from '../../components/messages';
import { ListingWithFilters } from '../../components/LayeredNavigation/ListingWithFilters';
import { ResetFiltersLink } from '../../components/LayeredNavigation/ResetFiltersLink';
import { Pagination } from '../../components/Pagination/Pagination';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { SortSelect } from '../../components/SortSelect/SortSelect';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { categoryListingIndexing } from './listingIndexing';
import { categoryMessages as m, productCountLabel } from './productCountLabel';

interface CategoryListingProps {
  category: CategoryNode;
  listing: ProductListing;
  busy: boolean;
  /** The page was reached by resetting the filters. */
  resetNotice: boolean;
}

export function CategoryListing({ category, listing, busy, resetNotice }: CategoryListingProps) {
  const intl = useIntl();
  const { brand } = useStoreConfig();
  const [params] = useSearchParams();
  usePageView(PAGE_TYPE.category);
  useDocumentMeta(
    intl.formatMessage(commonMessages.pageTitle, { page: category.name, brand: brand.name }),
    category.description ??
      intl.formatMessage(m.description, {
        category: category.name,
        brand: brand.name,
        count: category.product_count,
      }),
    categoryListingIndexing(category.full_url, params),
  );

  const toolbar = (
    <div className="listing__toolbar">
      <p className="listing__count" aria-live="polite">
        {productCountLabel(listing.total_count, intl)}
      </p>
      {listing.items.length > 0 ? <SortSelect sort={listing.sort} /> : null}
    </div>
  );

  return (
    <div className="listing">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">{brand.name}</p>
        <h1>{category.name}</h1>
        {category.description ? <p className="page-heading__lead">{category.description}</p> : null}
      </header>
      <ListingWithFilters listing={listing} busy={busy} resetNotice={resetNotice} toolbar={toolbar}>
        {listing.items.length > 0 ? (
          <>
            <ProductGrid
              products={listing.items}
              label={intl.formatMessage(m.gridLabel, { category: category.name })}
              busy={busy}
            />
            <Pagination current={listing.page.current} count={listing.page.count} />
          </>
        ) : (
          <div className="category-empty">
            <p className="listing__empty">
              <FormattedMessage {...m.empty} />
            </p>
            {listing.active_filters.length > 0 ? (
              <ResetFiltersLink className="button button--secondary" resetUrl={listing.reset_url}>
                <FormattedMessage {...m.clearAllFilters} />
              </ResetFiltersLink>
            ) : null}
          </div>
        )}
      </ListingWithFilters>
    </div>
  );
}
