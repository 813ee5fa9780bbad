import { useListWebsitesQuery } from '../../api/store';
import { useStoreConfig } from '../../lib/store-config';

/**
 * Every country and language the house sells in. Each entry is a full page load on purpose: another store
 * has another configuration, currency and category tree.
 */
export function StoreList() {
  const { store_code: storeCode } = useStoreConfig();
  const { data } = useListWebsitesQuery({ storeCode });
  const stores = data?.websites.flatMap((website) =>
    website.stores.map((store) => ({
      ...store,
      label: website.stores.length > 1 ? store.name : website.name,
    })),
  );
  return (
    <nav className="site-footer__column" aria-labelledby="footer-stores-title">
      <h2 id="footer-stores-title" className="site-footer__title">
        Country &amp; language
      </h2>
      <ul className="site-footer__links site-footer__stores">
        {stores?.map((store) => (
          <li key={store.store_code}>
            <a
              href={store.url}
              hrefLang={store.locale}
              aria-current={store.store_code === storeCode ? 'true' : undefined}
            >
              {store.label}
              <span className="site-footer__currency"> · {store.currency_code}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
