import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetCategoryTreeQuery } from '../../api/catalog';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStoreCode } from '../../lib/store-config';
import { MAIN_NAV_ID, menuClosed, selectMenuOpen } from './menuSlice';
import { moveFocusWithArrows } from './rovingFocus';
import { useMenuPanel } from './useMenuPanel';
import './navigation.css';

function currentness(pathname: string, url: string): 'page' | 'true' | undefined {
  const base = url.replace(/\/$/, '');
  if (pathname.replace(/\/$/, '') === base) return 'page';
  return pathname.startsWith(`${base}/`) ? 'true' : undefined;
}

/** First-level categories of the store: a row on desktop, a panel opened by the toggle on mobile. */
export function MainNav() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const { pathname } = useLocation();
  const { data } = useGetCategoryTreeQuery({ storeCode });
  const panel = useRef<HTMLElement>(null);
  useMenuPanel(open, panel);
  const items = data?.items.filter((item) => item.level === 1) ?? [];

  return (
    <>
      <nav id={MAIN_NAV_ID} ref={panel} aria-label="Main" className="main-nav" data-open={open}>
        <ul className="main-nav__list" onKeyDown={moveFocusWithArrows}>
          {items.map((item) => (
            <li key={item.entity_id} className="main-nav__item">
              <Link
                className="main-nav__link"
                to={item.full_url}
                aria-current={currentness(pathname, item.full_url)}
                onClick={() => dispatch(menuClosed())}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {open && (
        <div className="main-nav__backdrop" aria-hidden="true" onClick={() => dispatch(menuClosed())} />
      )}
    </>
  );
}
