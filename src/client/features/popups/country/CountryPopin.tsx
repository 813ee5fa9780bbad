import { useEffect, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { useGetStoreSelectorQuery, type SelectorStore, type StoreSelector } from '../../../api/popups';
import { Dialog } from '../../../components/Dialog/Dialog';
import { retailerPopupRequested } from '../../../events/retailerPopup';
import { useStoreConfig } from '../../../lib/store-config';
import { shouldOfferCountry } from '../../../../common/store-suggestion';
import { countryName } from '../../../../common/i18n/country-names';
import { popupsMessages as m } from '../messages';
import {
  countryPopinChosen,
  countryPopinClosed,
  countryPopinShown,
  type CountryPopinDismissal,
} from '../events';
import { opensElsewhere, storeNavigation } from '../storeNavigation';
import { COUNTRY_POPIN_DELAY_MS } from '../timings';
import { useScheduledPopup } from '../useScheduledPopup';
import { StoreChoiceList } from './StoreChoiceList';
import { markCountrySelected, useCountrySelected } from './countrySelectedFlag';
import './choiceRow.css';
import './CountryPopin.css';

/**
 * Spec 4 "Country/store suggestion popup": 3000 ms after the page loads, when no country was chosen yet, the
 * visitor's country (told by the server) is not the store's, and there are stores to suggest and to choose
 * from, the pop-in offers the proposed country, a custom country, or to continue here.
 */
export function CountryPopin() {
  const { store_code: storeCode } = useStoreConfig();
  const countryChosen = useCountrySelected();
  const { data } = useGetStoreSelectorQuery({ storeCode }, { skip: countryChosen !== false });
  const offer =
    countryChosen === false &&
    data !== undefined &&
    shouldOfferCountry({
      countryChosen,
      visitorCountry: data.visitor_country,
      storeCountry: data.country_code,
      suggestedCount: data.suggested_stores.length,
      availableCount: data.available_stores.length,
    });
  const { visible, hide } = useScheduledPopup('country', COUNTRY_POPIN_DELAY_MS, offer);
  return visible && data?.visitor_country ? (
    <CountryPopinDialog
      selector={data}
      visitorCountry={data.visitor_country}
      onDone={() => {
        markCountrySelected();
        hide();
      }}
    />
  ) : null;
}

interface DialogProps {
  selector: StoreSelector;
  visitorCountry: string;
  /** The visitor answered: the flag is set and the pop-in leaves. */
  onDone: () => void;
}

function CountryPopinDialog({ selector, visitorCountry, onDone }: DialogProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { locale, store_name: storeName } = useStoreConfig();
  const [listOpen, setListOpen] = useState(false);
  const country = countryName(visitorCountry, locale);
  useEffect(() => {
    dispatch(
      countryPopinShown({ visitorCountry, suggested: selector.suggested_stores.map((s) => s.store_code) }),
    );
  }, [dispatch, selector, visitorCountry]);

  const dismiss = (via: CountryPopinDismissal) => {
    dispatch(countryPopinClosed({ visitorCountry, via }));
    onDone();
  };
  const choose = (store: SelectorStore, proposed: boolean, event: MouseEvent<HTMLAnchorElement>) => {
    dispatch(countryPopinChosen({ visitorCountry, storeCode: store.store_code, proposed }));
    onDone();
    if (opensElsewhere(event)) return;
    event.preventDefault();
    // Choosing the store one is on only confirms it: nothing to load.
    if (store.store_code !== selector.store_code) storeNavigation.assign(store.url);
  };
  const several = selector.suggested_stores.length > 1;

  return (
    <Dialog
      title={intl.formatMessage(m.countryTitle, { country })}
      onClose={() => dismiss('close')}
      className="country-popin"
    >
      <p className="country-popin__text">
        <FormattedMessage {...m.countryText} values={{ storeName, country }} />
      </p>
      <ul className="country-popin__proposed">
        {selector.suggested_stores.map((store) => (
          <li key={store.store_code}>
            <a
              className="button button--primary country-popin__go"
              href={store.url}
              hrefLang={store.locale}
              onClick={(event) => choose(store, true, event)}
            >
              {several ? (
                <FormattedMessage
                  {...m.goToStore}
                  values={{
                    name: store.name,
                    store: (chunks) => <span lang={store.locale}>{chunks}</span>,
                  }}
                />
              ) : (
                <FormattedMessage {...m.goToCountrySite} values={{ country }} />
              )}
            </a>
          </li>
        ))}
      </ul>
      <StoreChoiceList
        selector={selector}
        expanded={listOpen}
        locale={locale}
        onToggle={() => setListOpen((open) => !open)}
        onChoose={(store, event) => choose(store, false, event)}
        onFindRetailer={() => {
          dismiss('custom_country');
          dispatch(retailerPopupRequested({ source: 'country_popin' }));
        }}
      />
      <button type="button" className="country-popin__continue" onClick={() => dismiss('continue')}>
        <FormattedMessage {...m.continueHere} values={{ storeName }} />
      </button>
    </Dialog>
  );
}
