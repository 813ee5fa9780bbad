import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetCategoryTreeQuery } from '../../api/catalog';
import { useStoreCode } from '../../lib/store-config';
import { searchMessages } from './messages';

/** Where to go when a search finds nothing: the store's first-level categories. */
export function SearchSuggestions() {
  const storeCode = useStoreCode();
  const { data } = useGetCategoryTreeQuery({ storeCode });
  const categories = data?.items.filter((item) => item.level === 1) ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h2 id="search-suggestions-title" className="search-suggestions__title">
        <FormattedMessage {...searchMessages.suggestions} />
      </h2>
      <ul className="search-suggestions__list">
        {categories.map((category) => (
          <li key={category.entity_id}>
            <Link to={category.full_url}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
