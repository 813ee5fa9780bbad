import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { sectionMessages } from '../messages';
import type { VariationFilter } from '../../../api/catalog';
import type { FilterEvent } from './variationFilter';

interface VariationFiltersProps {
  filters: readonly VariationFilter[];
  activeFilter: string | null;
  onEvent: (event: FilterEvent) => void;
}

/** The carousel's filters: toggle buttons (aria-pressed); one with a url leads to another page. */
export function VariationFilters({ filters, activeFilter, onEvent }: VariationFiltersProps) {
  const intl = useIntl();
  const onKeyDown = (filter: VariationFilter) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // A button would turn Enter into a click; the spec's rule for Enter differs on the active filter.
    event.preventDefault();
    onEvent({ type: 'keyPressed', filter, key: event.key });
  };
  return (
    <div
      className="variation-filters"
      role="group"
      aria-label={intl.formatMessage(sectionMessages.filterVariations)}
    >
      {filters.map((filter) => (
        <button
          key={filter.filter_id}
          type="button"
          className="variation-filters__filter"
          data-link={filter.url ? 'true' : undefined}
          aria-pressed={activeFilter === filter.filter_id}
          onClick={() => onEvent({ type: 'clicked', filter })}
          onKeyDown={onKeyDown(filter)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
