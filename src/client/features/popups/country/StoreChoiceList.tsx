import { useId, type CSSProperties, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SelectorStore, StoreSelector } from '../../../api/popups';
import { countryName } from '../../../../common/i18n/country-names';
import { popupsMessages as m } from '../messages';
import { STORE_LIST_COLLAPSE_MS, STORE_LIST_EXPAND_MS } from '../timings';
import './choiceRow.css';
import './StoreChoiceList.css';

interface StoreChoiceListProps {
  selector: StoreSelector;
  expanded: boolean;
  locale: string;
  onToggle: () => void;
  onChoose: (store: SelectorStore, event: MouseEvent<HTMLAnchorElement>) => void;
  onFindRetailer: () => void;
}

/**
 * The custom-country choice: a disclosure over every available store (the current one first) that expands in
 * 1000 ms and collapses in 200 ms, ending on the retailer popup for a country without a web store.
 */
export function StoreChoiceList({
  selector,
  expanded,
  locale,
  onToggle,
  onChoose,
  onFindRetailer,
}: StoreChoiceListProps) {
  const regionId = useId();
  const websiteOf = (store: SelectorStore) =>
    selector.websites.find((w) => w.stores.some((s) => s.store_code === store.store_code));
  const label = (store: SelectorStore) => {
    const website = websiteOf(store);
    return website && website.stores.length > 1 ? store.name : (website?.name ?? store.name);
  };
  // The durations are the spec's; the CSS reads them so that the stylesheet does not restate them.
  const style = {
    '--store-list-duration': `${expanded ? STORE_LIST_EXPAND_MS : STORE_LIST_COLLAPSE_MS}ms`,
  } as CSSProperties;
  return (
    <div className="store-choice">
      <button
        type="button"
        className="store-choice__toggle"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={onToggle}
      >
        <FormattedMessage {...m.chooseCountry} />
        <span className="store-choice__chevron" aria-hidden="true" />
      </button>
      <div
        id={regionId}
        className={`store-choice__region${expanded ? ' store-choice__region--open' : ''}`}
        style={style}
        data-testid="store-choice-region"
      >
        <div className="store-choice__inner">
          <ul className="store-choice__list">
            {selector.available_stores.map((store) => {
              const current = store.store_code === selector.store_code;
              return (
                <li key={store.store_code}>
                  <a
                    href={store.url}
                    hrefLang={store.locale}
                    aria-current={current ? 'true' : undefined}
                    onClick={(event) => onChoose(store, event)}
                  >
                    <span lang={store.locale}>{label(store)}</span>
                    <span className="store-choice__country">
                      {current ? (
                        <FormattedMessage {...m.currentSite} />
                      ) : (
                        countryName(store.country_id, locale)
                      )}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
          <button type="button" className="store-choice__retailer" onClick={onFindRetailer}>
            <FormattedMessage {...m.findRetailer} />
          </button>
        </div>
      </div>
    </div>
  );
}
