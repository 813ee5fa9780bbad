import { StoreSwitcher } from '../../components/StoreSwitcher/StoreSwitcher';

/**
 * Every country and language the house sells in: the same switcher as the header menu's Settings tab. Each
 * entry is a full page load on purpose: another store has another configuration, currency and category tree.
 */
export function StoreList() {
  return (
    <nav className="site-footer__column" aria-labelledby="footer-stores-title">
      <h2 id="footer-stores-title" className="site-footer__title">
        Country &amp; language
      </h2>
      <StoreSwitcher labelledBy="footer-stores-title" />
    </nav>
  );
}
