import { type ReactNode, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductListing } from '../../api/catalog';
import { filterMessages as m } from './messages';
import { ActiveFilters } from './ActiveFilters';
import { LazyFilterPanel } from './LazyFilterPanel';
import { FilterResetNotice } from './FilterResetNotice';
import { useFilterDrawer } from './useFilterDrawer';
import './LayeredNavigation.css';

interface ListingWithFiltersProps {
  listing: ProductListing;
  /** The next listing is loading (kept as aria-busy on the results). */
  busy: boolean;
  /** The page arrived by "Clear all" (useFilterResetNotice). */
  resetNotice: boolean;
  /** Count and sort, at the top of the results. */
  toolbar: ReactNode;
  /** The grid and pagination, or the empty state. */
  children: ReactNode;
}

const CLOSE_SIGN = '×';

/**
 * A listing with its layered navigation (used by the category and the search results pages): the filters in a
 * sidebar from 1024 px, in a drawer opened by "Filter (n)" below; what is active, and the reset, above the
 * results.
 */
export function ListingWithFilters({
  listing,
  busy,
  resetNotice,
  toolbar,
  children,
}: ListingWithFiltersProps) {
  const intl = useIntl();
  const panelId = useId();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const drawer = useFilterDrawer(panel);
  const hasFilters = listing.filters.length > 0;
  const activeCount = listing.active_filters.length;

  return (
    <div className={`listing-layout${hasFilters ? ' listing-layout--filtered' : ''}`}>
      {hasFilters ? (
        <>
          <button
            type="button"
            className="button button--secondary filter-toggle"
            aria-haspopup="dialog"
            aria-expanded={drawer.open}
            aria-controls={panelId}
            onClick={drawer.show}
          >
            {activeCount > 0 ? (
              <FormattedMessage {...m.filterActive} values={{ count: activeCount }} />
            ) : (
              <FormattedMessage {...m.filter} />
            )}
          </button>
          {drawer.open ? (
            <div className="filter-drawer__backdrop" aria-hidden="true" onClick={() => drawer.close()} />
          ) : null}
          <aside
            id={panelId}
            ref={panel}
            className="filter-drawer"
            data-open={drawer.open}
            role={drawer.open ? 'dialog' : undefined}
            aria-modal={drawer.open ? true : undefined}
            aria-labelledby={titleId}
            onKeyDown={drawer.onKeyDown}
          >
            <div className="filter-drawer__header">
              <h2 id={titleId} className="filter-drawer__title">
                <FormattedMessage {...m.filterBy} />
              </h2>
              {drawer.open ? (
                <button
                  type="button"
                  className="filter-drawer__close"
                  aria-label={intl.formatMessage(m.closeFilters)}
                  onClick={() => drawer.close()}
                >
                  <span aria-hidden="true">{CLOSE_SIGN}</span>
                </button>
              ) : null}
            </div>
            <LazyFilterPanel filters={listing.filters} busy={busy} />
            {drawer.open ? (
              <div className="filter-drawer__footer">
                <button type="button" className="button button--primary" onClick={() => drawer.close()}>
                  <FormattedMessage {...m.showProducts} values={{ count: listing.total_count }} />
                </button>
              </div>
            ) : null}
          </aside>
        </>
      ) : null}
      <div className="listing-layout__results" aria-busy={busy}>
        {toolbar}
        <FilterResetNotice shown={resetNotice} />
        <ActiveFilters filters={listing.active_filters} resetUrl={listing.reset_url} />
        {children}
      </div>
    </div>
  );
}
