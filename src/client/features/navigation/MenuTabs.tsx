import { type KeyboardEvent, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { menuTabChosen, selectMenuTab, type MenuTab } from './menuSlice';
import { navigationMessages as m } from './messages';
import './MenuTabs.css';

/** Spec 2.1: the mobile menu's three tabs, in this order and with these names. */
export const MENU_TABS: readonly { tab: MenuTab; label: MessageDescriptor }[] = [
  { tab: 'menu', label: m.tabMenu },
  { tab: 'account', label: m.tabAccount },
  { tab: 'settings', label: m.tabSettings },
];

export const tabId = (tab: MenuTab) => `menu-tab-${tab}`;
export const tabPanelId = (tab: MenuTab) => `menu-tabpanel-${tab}`;

/** The WAI-ARIA tabs pattern: Left/Right (Home/End) move between the tabs and show the tab they reach. */
export function MenuTabs() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const current = useAppSelector(selectMenuTab);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = MENU_TABS.findIndex((t) => t.tab === current);
    const last = MENU_TABS.length - 1;
    const targets: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : MENU_TABS[target];
    if (!next) return;
    event.preventDefault();
    dispatch(menuTabChosen(next.tab));
    document.getElementById(tabId(next.tab))?.focus();
  };

  return (
    <div
      ref={list}
      className="menu-tabs"
      role="tablist"
      aria-label={intl.formatMessage(m.tabsLabel)}
      onKeyDown={onKeyDown}
    >
      {MENU_TABS.map(({ tab, label }) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          className="menu-tabs__tab"
          aria-selected={tab === current}
          aria-controls={tabPanelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => dispatch(menuTabChosen(tab))}
        >
          <FormattedMessage {...label} />
        </button>
      ))}
    </div>
  );
}
