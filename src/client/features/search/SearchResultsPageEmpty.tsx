import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetCategoryTreeQuery, type ProductListing } from '../../api/catalog';
import { ResetFiltersLink } from '../../components/LayeredNavigation/ResetFiltersLink';
import { findWatchesCategory } from '../../lib/category-tree';
import { useStoreConfig } from '../../lib/store-config';
import { searchMessages as m } from './messages';
import { SearchSuggestions } from './SearchSuggestions';

/**
 * A search that found nothing: say what was looked for, how to look again, and where to browse instead. When
 * filters narrowed it to nothing, the first way out is to clear them.
 */
export function SearchResultsPageEmpty({ term, listing }: { term: string; listing: ProductListing }) {
  const config = useStoreConfig();
  const tree = useGetCategoryTreeQuery({ storeCode: config.store_code });
  const watches = tree.data
    ? findWatchesCategory(
        tree.data.items.filter((item) => item.level === 1),
        config.catalog.straps_category_type,
      )
    : null;
  const filtered = listing.active_filters.length > 0;

  return (
    <div className="search-page__empty">
      <p className="listing__empty">
        <FormattedMessage {...m.noResults} />
      </p>
      <p className="search-page__echo">
        <FormattedMessage {...(filtered ? m.nothingFiltered : m.nothingFound)} values={{ term }} />
      </p>
      {filtered ? (
        <ResetFiltersLink className="button button--secondary" resetUrl={listing.reset_url}>
          <FormattedMessage {...m.clearAllFilters} />
        </ResetFiltersLink>
      ) : null}
      <h2 className="search-page__tips-title">
        <FormattedMessage {...m.tipsTitle} />
      </h2>
      <ul className="search-page__tips">
        <li>
          <FormattedMessage {...m.tipSpelling} />
        </li>
        <li>
          <FormattedMessage {...m.tipWords} />
        </li>
        {watches ? (
          <li>
            <FormattedMessage
              {...m.tipBrowse}
              values={{
                category: watches.name.toLocaleLowerCase(),
                link: (chunks) => <Link to={watches.full_url}>{chunks}</Link>,
              }}
            />
          </li>
        ) : null}
      </ul>
      <SearchSuggestions />
    </div>
  );
}
