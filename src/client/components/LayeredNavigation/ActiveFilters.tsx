import { Link } from 'react-router-dom';
import type { ActiveFilter } from '../../api/catalog';
import { ResetFiltersLink } from './ResetFiltersLink';

interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  resetUrl: string;
}

/**
 * What narrows the listing now, each with its remove link, and the reset (spec 2.2): links, since every
 * filter change is a GET navigation (they can be opened in a new tab and reloaded).
 */
export function ActiveFilters({ filters, resetUrl }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <section className="active-filters" aria-labelledby="active-filters-title">
      <h2 id="active-filters-title" className="active-filters__title">
        Now shopping by
      </h2>
      <ul className="active-filters__list">
        {filters.map((filter) => (
          <li key={`${filter.code}-${filter.value_label}`} className="active-filters__item">
            <span className="active-filters__label">{filter.label}:</span> {filter.value_label}
            <Link
              className="active-filters__remove"
              to={filter.remove_url}
              aria-label={`Remove ${filter.label}: ${filter.value_label}`}
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <ResetFiltersLink className="active-filters__clear" resetUrl={resetUrl}>
        Clear all
      </ResetFiltersLink>
    </section>
  );
}
