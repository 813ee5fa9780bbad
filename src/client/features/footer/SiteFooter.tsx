import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetCategoryTreeQuery } from '../../api/catalog';
import { CookiePreferencesButton } from '../../lib/consent/CookiePreferencesButton';
import { useStoreConfig, useStorePaths } from '../../lib/store-config';
import { footerMessages } from './messages';
import { StoreList } from './StoreList';
import './footer.css';

const YEAR = new Date().getFullYear();

/** Brand, the catalogue's categories, the country/store list and the legal line. */
export function SiteFooter() {
  const config = useStoreConfig();
  const paths = useStorePaths();
  const { data } = useGetCategoryTreeQuery({ storeCode: config.store_code });
  const categories = data?.items.filter((item) => item.level === 1) ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label={config.brand.name}>
          <p className="site-footer__name">{config.brand.name}</p>
          <p className="site-footer__tagline">{config.brand.tagline}</p>
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-catalogue-title">
          <h2 id="footer-catalogue-title" className="site-footer__title">
            <FormattedMessage {...footerMessages.catalogueTitle} />
          </h2>
          <ul className="site-footer__links">
            {categories.map((category) => (
              <li key={category.entity_id}>
                <Link to={category.full_url}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.search()}>
                <FormattedMessage {...footerMessages.search} />
              </Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-account-title">
          <h2 id="footer-account-title" className="site-footer__title">
            <FormattedMessage {...footerMessages.accountTitle} />
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.signIn()}>
                <FormattedMessage {...footerMessages.signIn} />
              </Link>
            </li>
            <li>
              <Link to={paths.cart()}>
                <FormattedMessage {...footerMessages.cart} />
              </Link>
            </li>
            <li>
              <Link to={paths.newsletterSubscribePage()}>
                <FormattedMessage {...footerMessages.newsletter} />
              </Link>
            </li>
            <li>
              <Link to={paths.contact()}>
                <FormattedMessage {...footerMessages.contact} />
              </Link>
            </li>
            <li>
              <Link to={paths.returnLabel()}>
                <FormattedMessage {...footerMessages.returnLabel} />
              </Link>
            </li>
            <li>
              <Link to={paths.storeLocator()}>
                <FormattedMessage {...footerMessages.storeLocator} />
              </Link>
            </li>
          </ul>
        </nav>
        <StoreList />
      </div>
      <p className="site-footer__legal">
        <span>
          <FormattedMessage
            {...footerMessages.legal}
            values={{ year: String(YEAR), brand: config.brand.name }}
          />
        </span>
        <CookiePreferencesButton />
      </p>
    </footer>
  );
}
