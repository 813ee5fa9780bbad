import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSearchProductsQuery } from '../../api/catalog';
import { ListingWithFilters } from '../../components/LayeredNavigation/ListingWithFilters';
import { useFilterResetNotice } from '../../components/LayeredNavigation/useFilterResetNotice';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { Pagination } from '../../components/Pagination/Pagination';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { SortSelect } from '../../components/SortSelect/SortSelect';
import { searchListingArgs } from '../../lib/listing-params';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { searchMessages as m } from './messages';
import { SearchForm } from './SearchForm';
import { SearchResultsPageEmpty } from './SearchResultsPageEmpty';
import { SearchSuggestions } from './SearchSuggestions';
import './search.css';

/** Page type 8: the products matching `q`, in the same grid and with the same filters as a category. */
export function SearchResultsPage() {
  const intl = useIntl();
  const config = useStoreConfig();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  usePageView(PAGE_TYPE.searchResults);
  useDocumentMeta(
    intl.formatMessage(term ? m.titleWithTerm : m.title, { term, brand: config.brand.name }),
    intl.formatMessage(m.description, { brand: config.brand.name }),
    // Result pages are not landing pages of their own; their links still lead to the products.
    { robots: ROBOTS.noindexFollow },
  );
  const results = useSearchProductsQuery(
    term ? { storeCode: config.store_code, q: term, ...searchListingArgs(params) } : skipToken,
  );
  const resetNotice = useFilterResetNotice();

  if (!term) {
    return (
      <div className="search-page">
        <header className="page-heading page-heading--centred">
          <h1>
            <FormattedMessage {...m.heading} />
          </h1>
        </header>
        <SearchForm variant="large" />
        <SearchSuggestions />
      </div>
    );
  }

  const listing = results.data;
  const busy = results.isFetching;
  return (
    <div className="search-page listing">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.resultsHeading} values={{ term }} />
        </h1>
      </header>
      {listing ? (
        <ListingWithFilters
          listing={listing}
          busy={busy}
          resetNotice={resetNotice}
          toolbar={
            listing.total_count > 0 ? (
              <div className="listing__toolbar">
                <p className="listing__count" aria-live="polite">
                  <FormattedMessage {...m.resultCount} values={{ count: listing.total_count }} />
                </p>
                <SortSelect sort={listing.sort} />
              </div>
            ) : null
          }
        >
          {listing.total_count > 0 ? (
            <>
              <ProductGrid
                products={listing.items}
                label={intl.formatMessage(m.gridLabel, { term })}
                busy={busy}
              />
              <Pagination current={listing.page.current} count={listing.page.count} />
            </>
          ) : (
            <SearchResultsPageEmpty term={term} listing={listing} />
          )}
        </ListingWithFilters>
      ) : results.isError ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : (
        <LoadingState label={intl.formatMessage(m.searching)} />
      )}
    </div>
  );
}
