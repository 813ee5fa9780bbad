import type { LayeredFilter } from './filterTypes';
import { CheckboxFilterGroup } from './CheckboxFilterGroup';
import { SliderFilterGroup } from './SliderFilterGroup';

/** The filters of a listing, in the server's order: checkbox groups and range sliders. */
export function FilterPanel({ filters, busy }: { filters: readonly LayeredFilter[]; busy: boolean }) {
  return (
    <div className="filter-panel" aria-busy={busy}>
      {filters.map((filter) =>
        filter.type === 'checkbox' ? (
          <CheckboxFilterGroup key={filter.code} filter={filter} busy={busy} />
        ) : (
          <SliderFilterGroup key={filter.code} filter={filter} />
        ),
      )}
    </div>
  );
}
