import { useListWebsitesQuery } from '../../api/store';
import { useStoreConfig } from '../../lib/store-config';
import { useChooseStore } from './useChooseStore';
import './StoreSwitcher.css';

const CURRENCY_SEPARATOR = ' · ';

/**
 * Every country and language the house sells in, as links to each store's home. Choosing one reads the store
 * code from the link (spec 2.1, `storeCodeFromLink`) and opens the page being read in that store, as a full
 * page load. The header's Settings tab and the footer both show this one list.
 */
export function StoreSwitcher({ labelledBy }: { labelledBy: string }) {
  const { store_code: storeCode } = useStoreConfig();
  const { data } = useListWebsitesQuery({ storeCode });
  const stores = data?.websites.flatMap((website) =>
    website.stores.map((store) => ({
      ...store,
      label: website.stores.length > 1 ? store.name : website.name,
    })),
  );

  const choose = useChooseStore();

  return (
    <ul className="store-switcher" aria-labelledby={labelledBy}>
      {stores?.map((store) => (
        <li key={store.store_code}>
          <a
            className="store-switcher__link"
            href={store.url}
            hrefLang={store.locale}
            lang={store.locale}
            aria-current={store.store_code === storeCode ? 'true' : undefined}
            onClick={choose}
          >
            {store.label}
            <span className="store-switcher__currency">
              {CURRENCY_SEPARATOR}
              {store.currency_code}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
