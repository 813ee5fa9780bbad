import { Link } from 'react-router-dom';
import { useGetCategoryTreeQuery, type ProductListing } from '../../api/catalog';
import { ResetFiltersLink } from '../../components/LayeredNavigation/ResetFiltersLink';
import { findWatchesCategory } from '../../lib/category-tree';
import { useStoreConfig } from '../../lib/store-config';
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
      <p className="listing__empty">Your search returned no results.</p>
      <p className="search-page__echo">
        {filtered
          ? `Nothing matches '${term}' with the filters you chose.`
          : `We could not find anything for '${term}'.`}
      </p>
      {filtered ? (
        <ResetFiltersLink className="button button--secondary" resetUrl={listing.reset_url}>
          Clear all filters
        </ResetFiltersLink>
      ) : null}
      <h2 className="search-page__tips-title">Search tips</h2>
      <ul className="search-page__tips">
        <li>Check the spelling of your search.</li>
        <li>Use fewer or more general words, such as a collection name or “chronograph”.</li>
        {watches ? (
          <li>
            Or browse <Link to={watches.full_url}>all {watches.name.toLowerCase()}</Link>.
          </li>
        ) : null}
      </ul>
      <SearchSuggestions />
    </div>
  );
}
