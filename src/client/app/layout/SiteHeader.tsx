import { Link } from 'react-router-dom';
import { LanguageChoice } from '../../components/LanguageChoice/LanguageChoice';
import { CompareLink } from '../../features/compare/CompareLink';
import { CartLink } from '../../features/minicart/CartLink';
import { MainMenu } from '../../features/navigation/MainMenu';
import { MenuToggle } from '../../features/navigation/MenuToggle';
import { HeaderSearch } from '../../features/search/HeaderSearch';
import { AccountMenu } from '../../features/session/AccountMenu';
import { WishlistLink } from '../../features/wishlist/WishlistLink';
import { useStoreConfig } from '../../lib/store-config';
import { storePaths } from '../../../common/store-paths';
import './SiteHeader.css';

/**
 * The header composes features that do not know each other: menu, search, account, wishlist, compare and cart.
 * 'Register my watch' is the alternate menu's button (spec 2.1), in the menu's bar and in its phone panel.
 */
export function SiteHeader() {
  const config = useStoreConfig();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="site-header__start">
          <MenuToggle />
          <div className="site-header__find">
            <HeaderSearch />
          </div>
        </div>
        <Link to={storePaths.home(config.store_code)} className="site-header__logo">
          <img src={config.brand.logo_url} alt={config.brand.name} height={44} width={176} />
        </Link>
        <div className="site-header__end">
          <LanguageChoice />
          <AccountMenu />
          <WishlistLink />
          <CompareLink />
          <CartLink />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
