import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useListRetailersQuery, type RetailerCountry } from '../../../api/popups';
import { Dialog } from '../../../components/Dialog/Dialog';
import { LoadingState } from '../../../components/PageStatus/PageStatus';
import { useStoreConfig } from '../../../lib/store-config';
import { countryName, sortedByName } from '../../../../common/i18n/country-names';
import { retailerFollowed } from '../events';
import { popupsMessages as m } from '../messages';
import { retailerPopupClosed, selectRetailerOpen } from '../popupsSlice';
import { RetailerCountrySection } from './RetailerCountrySection';
import './RetailerPopup.css';

const ALL = '';

/** The retailer popup while it is open (the footer's country list and the country pop-in open it). */
export function RetailerPopupHost() {
  const open = useAppSelector(selectRetailerOpen);
  return open ? <RetailerPopup /> : null;
}

/**
 * Spec 1/2.16 'shop in other countries' (find-a-retailer): the house's web stores and its retailers, country
 * by country, narrowed to one country on demand.
 */
function RetailerPopup() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const { store_code: storeCode, locale } = useStoreConfig();
  const { data, isError } = useListRetailersQuery({ storeCode });
  const [countryId, setCountryId] = useState(ALL);
  const selectId = useId();
  const named = sortedByName(
    (data?.countries ?? []).map((country) => ({ ...country, name: countryName(country.country_id, locale) })),
    (country) => country.name,
    locale,
  );
  const shown = countryId === ALL ? named : named.filter((c) => c.country_id === countryId);
  const follow = (country: RetailerCountry, kind: 'store' | 'retailer', name: string) =>
    dispatch(retailerFollowed({ countryId: country.country_id, kind, name }));

  return (
    <Dialog
      title={intl.formatMessage(m.retailerTitle)}
      onClose={() => dispatch(retailerPopupClosed())}
      className="retailer-popup"
    >
      <p className="retailer-popup__intro">
        <FormattedMessage {...m.retailerIntro} />
      </p>
      {isError ? (
        <p className="form-message--error" role="alert">
          <FormattedMessage {...m.retailerError} />
        </p>
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          <div className="retailer-popup__filter">
            <label htmlFor={selectId}>
              <FormattedMessage {...m.countryLabel} />
            </label>
            <select id={selectId} value={countryId} onChange={(event) => setCountryId(event.target.value)}>
              <option value={ALL}>{intl.formatMessage(m.allCountries)}</option>
              {named.map((country) => (
                <option key={country.country_id} value={country.country_id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <div className="retailer-popup__countries" aria-live="polite">
            {shown.map((country) => (
              <RetailerCountrySection
                key={country.country_id}
                country={country}
                name={country.name}
                currentStoreCode={storeCode}
                onFollow={(kind, name) => follow(country, kind, name)}
              />
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}
