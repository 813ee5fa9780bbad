import { type KeyboardEvent, type MouseEvent, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../../api/menu';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { menuLinkFollowed, menuSubmenuShown, type MenuNavigation } from './events';
import { menuKeyIntent, type MenuLayout } from './keyboardModel';
import { navigationMessages as m } from './messages';
import { menuClosed, selectOpenSubmenu, submenuClosed, submenuOpened } from './menuSlice';
import { Submenu, submenuId } from './Submenu';
import { useCollapseIntoMore } from './useCollapseIntoMore';
import { useDesktopDismiss } from './useDesktopDismiss';
import { useHoverIntent } from './useHoverIntent';
import './MenuBar.css';

export const MORE_ID = 'more';

const opensSubmenu = (item: MenuItem): boolean =>
  item.display_mode !== 'link' && (item.children.length > 0 || Boolean(item.html));

function currentness(pathname: string, url: string): 'page' | 'true' | undefined {
  const base = url.replace(/\/$/, '');
  if (pathname.replace(/\/$/, '') === base) return 'page';
  return pathname.startsWith(`${base}/`) ? 'true' : undefined;
}

/** 'More' (spec 2.1): a list submenu of the first-level entries that do not fit the bar, as plain links. */
const moreEntry = (name: string, collapsed: MenuItem[]): MenuItem => ({
  entity_id: MORE_ID,
  name,
  level: 1,
  display_mode: 'list',
  full_url: '',
  html: null,
  description: null,
  children: collapsed.map((item) => ({ ...item, children: [] })),
});

const topEntries = (nav: HTMLElement) =>
  [...nav.querySelectorAll<HTMLElement>('[data-menu-top]')].filter((el) => !el.closest('[hidden]'));

/**
 * The main menu's first level and its submenus (WAI-ARIA disclosure navigation): an entry either links to its
 * `full_url` or is a button that shows its submenu. One component for both layouts: a bar with hover and
 * 'more' on desktop, a list that slides to a submenu in the mobile panel.
 */
export function MenuBar({ items, layout }: { items: MenuItem[]; layout: MenuLayout }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const moreName = intl.formatMessage(m.more);
  const { pathname } = useLocation();
  const openSubmenu = useAppSelector(selectOpenSubmenu);
  const nav = useRef<HTMLElement>(null);
  const bar = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  // Focus moves once React has drawn the change: a submenu's entry, or the first-level entry (shown again).
  const focusRequest = useRef<{ id: string; where: 'first' | 'last' | 'top' } | null>(null);
  const desktop = layout === 'desktop';

  const visibleCount = useCollapseIntoMore(desktop, items.length, bar, measure);
  const shownItems = desktop ? items.slice(0, visibleCount) : items;
  const more = useMemo(
    () => (desktop && visibleCount < items.length ? moreEntry(moreName, items.slice(visibleCount)) : null),
    [desktop, visibleCount, items, moreName],
  );

  const open = useCallback(
    (item: MenuItem) => {
      dispatch(submenuOpened({ entityId: item.entity_id }));
      dispatch(menuSubmenuShown({ label: item.name, layout }));
    },
    [dispatch, layout],
  );
  const close = useCallback(() => dispatch(submenuClosed({ keepMenuOpen: !desktop })), [dispatch, desktop]);
  const hoverOpen = useCallback(
    (id: string) => {
      const item = id === MORE_ID ? more : items.find((i) => i.entity_id === id);
      if (item) open(item);
    },
    [items, more, open],
  );
  const hover = useHoverIntent(desktop, hoverOpen, close);
  useDesktopDismiss(desktop && openSubmenu !== null, nav, close);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    if (request.where === 'top') {
      if (openSubmenu !== null) return;
      focusRequest.current = null;
      const selector = `[data-menu-top][aria-controls="${submenuId(request.id)}"]`;
      nav.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    if (request.id !== openSubmenu) return;
    focusRequest.current = null;
    const panel = document.getElementById(submenuId(request.id));
    const entries = [...(panel?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [])];
    const first = panel?.querySelector<HTMLElement>('[data-submenu-first]') ?? entries[0];
    (request.where === 'first' ? first : entries[entries.length - 1])?.focus();
  }, [openSubmenu]);

  const follow = (menu: MenuNavigation['menu'], parent: string) => (link: MenuItem) => {
    dispatch(menuLinkFollowed({ menu, level: link.level, label: link.name, url: link.full_url, parent }));
    dispatch(submenuClosed({ keepMenuOpen: false }));
    dispatch(menuClosed());
  };

  const onTopClick = (event: MouseEvent<HTMLButtonElement>) => {
    const id = event.currentTarget.getAttribute('aria-controls')?.replace(/^submenu-/, '') ?? '';
    if (openSubmenu === id) return close();
    // On mobile the first level steps aside for the submenu: focus goes to its 'All' link.
    if (!desktop) focusRequest.current = { id, where: 'first' };
    hoverOpen(id);
  };

  const back = (id: string) => {
    focusRequest.current = { id, where: 'top' };
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const panel = target.closest<HTMLElement>('[data-submenu]');
    const entries = panel
      ? [...panel.querySelectorAll<HTMLElement>('[data-menu-entry]')]
      : nav.current
        ? topEntries(nav.current)
        : [];
    const index = entries.indexOf(target);
    if (index < 0) return;
    const controls = target.getAttribute('aria-controls');
    const intent = menuKeyIntent(event.key, {
      layout,
      zone: panel ? 'submenu' : 'top',
      index,
      count: entries.length,
      opensSubmenu: controls !== null,
    });
    // Mobile Escape belongs to the panel (useMenuPanel): it closes the whole menu from anywhere in it.
    if (!intent || intent.type === 'closeMenu') return;
    event.preventDefault();
    if (intent.type === 'focus') entries[intent.index]?.focus();
    else if (intent.type === 'openSubmenu') {
      const id = controls?.replace(/^submenu-/, '') ?? '';
      focusRequest.current = { id, where: intent.focus };
      hoverOpen(id);
    } else if (openSubmenu) back(openSubmenu);
  };

  const renderEntry = (item: MenuItem, isMore = false) => {
    const expanded = openSubmenu === item.entity_id;
    if (!isMore && !opensSubmenu(item)) {
      return (
        <li key={item.entity_id} className="main-nav__item" onMouseEnter={hover.leave}>
          <Link
            className="main-nav__top"
            to={item.full_url}
            aria-current={currentness(pathname, item.full_url)}
            data-menu-top=""
            onClick={() => follow('main', '')(item)}
          >
            {item.name}
          </Link>
        </li>
      );
    }
    return (
      <li
        key={item.entity_id}
        className="main-nav__item"
        data-expanded={expanded}
        onMouseEnter={() => (expanded ? hover.stay() : hover.enter(item.entity_id))}
      >
        <button
          type="button"
          className="main-nav__top"
          aria-expanded={expanded}
          aria-controls={submenuId(item.entity_id)}
          data-menu-top=""
          data-current={(!isMore && currentness(pathname, item.full_url)) || undefined}
          onClick={onTopClick}
        >
          {item.name}
          <span className="main-nav__chevron" aria-hidden="true" />
        </button>
        <Submenu
          item={item}
          open={expanded}
          layout={layout}
          isMore={isMore}
          onBack={back}
          onFollow={follow(isMore ? 'more' : 'main', item.name)}
        />
      </li>
    );
  };

  return (
    <nav
      ref={nav}
      aria-label={intl.formatMessage(m.mainLabel)}
      className="main-nav"
      data-submenu-open={openSubmenu !== null}
      onKeyDown={onKeyDown}
      onMouseLeave={hover.leave}
    >
      <ul ref={bar} className="main-nav__bar">
        {shownItems.map((item) => renderEntry(item))}
        {more ? renderEntry(more, true) : null}
      </ul>
      {desktop ? (
        <ul ref={measure} className="main-nav__bar main-nav__measure" aria-hidden="true">
          {items.map((item) => (
            <li key={item.entity_id} className="main-nav__item">
              <span className="main-nav__top">
                {item.name}
                {opensSubmenu(item) ? <span className="main-nav__chevron" /> : null}
              </span>
            </li>
          ))}
          <li className="main-nav__item">
            <span className="main-nav__top">
              <FormattedMessage {...m.more} />
              <span className="main-nav__chevron" />
            </span>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
