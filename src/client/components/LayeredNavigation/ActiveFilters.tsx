import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActiveFilter } from '../../api/catalog';
import { filterMessages as m } from './messages';
import { ResetFiltersLink } from './ResetFiltersLink';

const REMOVE_SIGN = '×';
const SPACE = ' ';

interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  resetUrl: string;
}

/**
 * What narrows the listing now, each with its remove link, and the reset (spec 2.2): links, since every
 * filter change is a GET navigation (they can be opened in a new tab and reloaded).
 */
export function ActiveFilters({ filters, resetUrl }: ActiveFiltersProps) {
  const intl = useIntl();
  if (filters.length === 0) return null;
  return (
    <section className="active-filters" aria-labelledby="active-filters-title">
      <h2 id="active-filters-title" className="active-filters__title">
        <FormattedMessage {...m.nowShoppingBy} />
      </h2>
      <ul className="active-filters__list">
        {filters.map((filter) => (
          <li key={`${filter.code}-${filter.value_label}`} className="active-filters__item">
            <span className="active-filters__label">
              <FormattedMessage {...m.activeFilterLabel} values={{ label: filter.label }} />
            </span>
            {SPACE}
            {filter.value_label}
            <Link
              className="active-filters__remove"
              to={filter.remove_url}
              aria-label={intl.formatMessage(m.removeFilter, {
                label: filter.label,
                value: filter.value_label,
              })}
            >
              <span aria-hidden="true">{REMOVE_SIGN}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ResetFiltersLink className="active-filters__clear" resetUrl={resetUrl}>
        <FormattedMessage {...m.clearAll} />
      </ResetFiltersLink>
    </section>
  );
}
