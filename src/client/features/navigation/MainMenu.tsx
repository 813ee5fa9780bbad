import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetMainMenuQuery } from '../../api/menu';
import { useAppSelector } from '../../app/hooks';
import { StoreSwitcher } from '../../components/StoreSwitcher/StoreSwitcher';
import { useStoreCode } from '../../lib/store-config';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { AlternateMenu } from './AlternateMenu';
import { LazyMenuAccountTab } from './LazyMenuAccountTab';
import { MenuBar } from './MenuBar';
import { navigationMessages as m } from './messages';
import { MAIN_NAV_ID, selectMenuOpen, selectMenuTab, type MenuTab } from './menuSlice';
import { MenuTabs, tabId, tabPanelId } from './MenuTabs';
import { MENU_DESKTOP_QUERY } from './menuTimings';
import { useMenuPanel } from './useMenuPanel';
import { useRememberedMenu } from './useRememberedMenu';
import './MainMenu.css';
import './menuSteps.css';

/**
 * The main menu (spec 2.1, both readings), from the server's menu (getMainMenu). From 768 px: a bar under the
 * logo with hover submenus, 'more' and the alternate menu. Below: a panel the toggle opens, with the tabs
 * 'Menu' (the same menu and the alternate menu), 'Account' and 'Settings' (the store switcher).
 */
export function MainMenu() {
  const storeCode = useStoreCode();
  const desktop = useMediaQuery(MENU_DESKTOP_QUERY);
  const open = useAppSelector(selectMenuOpen);
  const tab = useAppSelector(selectMenuTab);
  const { data } = useGetMainMenuQuery({ storeCode });
  const panel = useRef<HTMLDivElement>(null);
  const mobileOpen = open && !desktop;
  useRememberedMenu(storeCode);
  useMenuPanel(mobileOpen, panel);

  // Opening puts focus on the shown tab; choosing another tab moves focus itself (MenuTabs).
  useEffect(() => {
    if (mobileOpen) panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [mobileOpen]);

  const tabPanel = (name: MenuTab) =>
    desktop
      ? {}
      : { role: 'tabpanel', id: tabPanelId(name), 'aria-labelledby': tabId(name), hidden: tab !== name };

  return (
    <div className="main-menu" data-open={mobileOpen}>
      <div id={MAIN_NAV_ID} ref={panel} className="main-menu__panel" data-open={mobileOpen}>
        {desktop ? null : <MenuTabs />}
        <div className="main-menu__menu" {...tabPanel('menu')}>
          <MenuBar items={data?.items ?? []} layout={desktop ? 'desktop' : 'mobile'} />
          <AlternateMenu items={data?.alternate ?? []} />
        </div>
        {desktop ? null : (
          <>
            {/* A hidden tab's panel stays (its tab controls it) but empty: one greeting, one switcher per page. */}
            <div className="main-menu__tab" {...tabPanel('account')}>
              {tab === 'account' ? <LazyMenuAccountTab /> : null}
            </div>
            <div className="main-menu__tab" {...tabPanel('settings')}>
              {tab === 'settings' ? (
                <>
                  <h2 id="menu-stores-title" className="main-menu__heading">
                    <FormattedMessage {...m.storesTitle} />
                  </h2>
                  <StoreSwitcher labelledBy="menu-stores-title" />
                </>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
