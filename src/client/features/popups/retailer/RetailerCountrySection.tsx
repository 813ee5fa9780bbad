import { FormattedMessage } from 'react-intl';
import type { RetailerCountry } from '../../../api/popups';
import { popupsMessages as m } from '../messages';
import './RetailerCountrySection.css';

interface Props {
  country: RetailerCountry;
  name: string;
  currentStoreCode: string;
  onFollow: (kind: 'store' | 'retailer', name: string) => void;
}

/** One country: its online stores (full page loads: another store) and its retailers with their addresses. */
export function RetailerCountrySection({ country, name, currentStoreCode, onFollow }: Props) {
  return (
    <section className="retailer-country" aria-label={name}>
      <h3 className="retailer-country__name">{name}</h3>
      {country.stores.length > 0 ? (
        <ul className="retailer-country__stores">
          {country.stores.map((store) => (
            <li key={store.store_code}>
              <a
                href={store.url}
                hrefLang={store.locale}
                aria-current={store.store_code === currentStoreCode ? 'true' : undefined}
                onClick={() => onFollow('store', store.store_code)}
              >
                <FormattedMessage
                  {...m.onlineStore}
                  values={{ name: store.name, store: (chunks) => <span lang={store.locale}>{chunks}</span> }}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {country.retailers.length > 0 ? (
        <ul className="retailer-country__retailers">
          {country.retailers.map((retailer) => (
            <li key={retailer.retailer_id} className="retailer-card">
              <p className="retailer-card__name">{retailer.name}</p>
              <address className="retailer-card__address">
                {retailer.street}
                <br />
                {retailer.zip} {retailer.city}
                {retailer.telephone ? (
                  <>
                    <br />
                    <a href={`tel:${retailer.telephone.replace(/\s+/g, '')}`}>{retailer.telephone}</a>
                  </>
                ) : null}
              </address>
              {retailer.url ? (
                <a
                  className="retailer-card__site"
                  href={retailer.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onFollow('retailer', retailer.name)}
                >
                  <FormattedMessage
                    {...m.retailerWebsite}
                    values={{ hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
                  />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
