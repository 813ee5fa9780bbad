import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { StoreSwitcher } from '../../components/StoreSwitcher/StoreSwitcher';
import { retailerPopupRequested } from '../../events/retailerPopup';
import { footerMessages } from './messages';

/**
 * Every country and language the house sells in: the same switcher as the header menu's Settings tab. Each
 * entry is a full page load on purpose: another store has another configuration, currency and category tree.
 * Below it, 'Shop in other countries' opens the retailer directory for countries without a store of their own.
 */
export function StoreList() {
  const dispatch = useAppDispatch();
  return (
    <nav className="site-footer__column" aria-labelledby="footer-stores-title">
      <h2 id="footer-stores-title" className="site-footer__title">
        <FormattedMessage {...footerMessages.storesTitle} />
      </h2>
      <StoreSwitcher labelledBy="footer-stores-title" />
      <button
        type="button"
        className="site-footer__other-countries"
        onClick={() => dispatch(retailerPopupRequested({ source: 'footer' }))}
      >
        <FormattedMessage {...footerMessages.otherCountries} />
      </button>
    </nav>
  );
}
