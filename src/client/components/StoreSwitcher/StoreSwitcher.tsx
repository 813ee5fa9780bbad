import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useListWebsitesQuery } from '../../api/store';
import { useAppDispatch } from '../../app/hooks';
import { storeSwitched } from '../../events/storeSwitch';
import { hasStoreCodeShape } from '../../lib/store-codes';
import { useStoreConfig } from '../../lib/store-config';
import { withStoreCode } from '../../../common/store-paths';
import { storeCodeFromLink } from './storeCodeFromLink';
import { storeNavigation } from './storeNavigation';
import './StoreSwitcher.css';

const CURRENCY_SEPARATOR = ' · ';

/**
 * Every country and language the house sells in, as links to each store's home. Choosing one reads the store
 * code from the link (spec 2.1, `storeCodeFromLink`) and opens the page being read in that store, as a full
 * page load. The header's Settings tab and the footer both show this one list.
 */
export function StoreSwitcher({ labelledBy }: { labelledBy: string }) {
  const { store_code: storeCode } = useStoreConfig();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { data } = useListWebsitesQuery({ storeCode });
  const stores = data?.websites.flatMap((website) =>
    website.stores.map((store) => ({
      ...store,
      label: website.stores.length > 1 ? store.name : website.name,
    })),
  );

  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    const code = storeCodeFromLink(event.currentTarget.href);
    if (!code || !hasStoreCodeShape(code)) return;
    event.preventDefault();
    if (code === storeCode) return;
    dispatch(storeSwitched({ from: storeCode, to: code }));
    storeNavigation.go(`${withStoreCode(pathname, code)}${search}`);
  };

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
