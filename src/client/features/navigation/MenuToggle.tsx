import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MAIN_NAV_ID, MENU_TOGGLE_ID, menuClosed, menuOpened, selectMenuOpen } from './menuSlice';
import { navigationMessages as m } from './messages';
import './MenuToggle.css';

/** The mobile (below 768 px) button that opens the main menu's panel. */
export function MenuToggle() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  return (
    <button
      id={MENU_TOGGLE_ID}
      type="button"
      className="menu-toggle"
      aria-expanded={open}
      aria-controls={MAIN_NAV_ID}
      onClick={() => dispatch(open ? menuClosed() : menuOpened())}
    >
      <span className="menu-toggle__bars" aria-hidden="true" data-open={open}>
        <span />
        <span />
      </span>
      <span className="menu-toggle__label">
        <FormattedMessage {...m.toggle} />
      </span>
    </button>
  );
}
