import { Link } from 'react-router-dom';
import type { ActiveFilter } from '../../api/catalog';

interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  resetUrl: string;
}

/** What narrows the listing now, each with its remove link (the filter panel itself comes later). */
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
      <Link className="active-filters__clear" to={resetUrl}>
        Clear all
      </Link>
    </section>
  );
}
