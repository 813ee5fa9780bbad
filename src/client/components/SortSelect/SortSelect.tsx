import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useLocation, useSearchParams } from 'react-router-dom';
import type { ProductListing } from '../../api/catalog';
import { withQuery } from '../../lib/listing-params';
import { sortMessages } from './messages';
import './SortSelect.css';

/** Orders that read best from the top: newest and most relevant first, names and prices ascending. */
const DESCENDING_BY_DEFAULT = ['newest', 'relevance'];

/** Changing the order navigates to the same listing with sort and dir set, back on page 1, filters kept. */
export function SortSelect({ sort }: { sort: ProductListing['sort'] }) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const change = (code: string) => {
    const dir = DESCENDING_BY_DEFAULT.includes(code) ? 'desc' : 'asc';
    navigate(`${pathname}${withQuery(params, { sort: code, dir, p: null })}`);
  };
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        <FormattedMessage {...sortMessages.sortBy} />
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={sort.current}
        onChange={(e) => change(e.target.value)}
      >
        {sort.options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
