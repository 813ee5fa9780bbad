import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { useStorePaths } from '../../lib/store-config';
import { accountNavEntries } from '../../lib/account-nav-entries';
import { scrollEntryIntoView } from './scrollEntryIntoView';
import { accountMessages as m } from './messages';
import { useDragScroll } from './useDragScroll';
import type { SignOut } from './useSignOut';

const ENTRY_SELECTOR = '[data-account-nav-entry]';

/** Which ends of the strip hide entries: the fades that tell there is more to swipe to. */
function overflowOf(el: HTMLElement): { left: boolean; right: boolean } {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/**
 * The account navigation (spec 2.12): one horizontal strip that swipes on touch screens, drags with the mouse,
 * and is walked with Tab or the arrow keys; the page's own entry is scrolled into view on every navigation,
 * and any entry that takes focus is too.
 */
export function AccountNav({ signOut: { signOut, signingOut, failed } }: { signOut: SignOut }) {
  const intl = useIntl();
  const paths = useStorePaths();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useDragScroll(scroller);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  useLayoutEffect(() => {
    const el = scroller.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (el && active) scrollEntryIntoView(el, active);
    if (el) setOverflow(overflowOf(el));
  }, [pathname]);

  const entries = () => Array.from(scroller.current?.querySelectorAll<HTMLElement>(ENTRY_SELECTOR) ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = entries();
    const index = all.findIndex((entry) => entry === document.activeElement);
    if (index < 0) return;
    const last = all.length - 1;
    const targets: Partial<Record<string, number>> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  };

  const onFocus = (event: { target: EventTarget }) => {
    const el = scroller.current;
    if (el && event.target instanceof HTMLElement && event.target.matches(ENTRY_SELECTOR)) {
      scrollEntryIntoView(el, event.target);
    }
  };

  const className = [
    'account-nav',
    overflow.left ? 'account-nav--more-before' : '',
    overflow.right ? 'account-nav--more-after' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <nav className={className} aria-label={intl.formatMessage(m.navLabel)}>
      <div
        ref={scroller}
        className="account-nav__strip"
        onMouseDown={drag.onMouseDown}
        onClickCapture={drag.onClickCapture}
        onKeyDownCapture={drag.onKeyDownCapture}
        onDragStart={drag.onDragStart}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onScroll={(e) => setOverflow(overflowOf(e.currentTarget))}
      >
        <ul className="account-nav__list">
          {accountNavEntries(paths).map((entry) => (
            <li key={entry.to} className="account-nav__item">
              <NavLink className="account-nav__link" to={entry.to} end={entry.end} data-account-nav-entry="">
                <FormattedMessage {...entry.message} />
              </NavLink>
            </li>
          ))}
          <li className="account-nav__item account-nav__item--sign-out">
            <button
              type="button"
              className="account-nav__link account-nav__sign-out"
              onClick={() => void signOut()}
              disabled={signingOut}
              data-account-nav-entry=""
            >
              <FormattedMessage {...m.signOut} />
            </button>
          </li>
        </ul>
      </div>
      <div role="alert">
        {failed ? (
          <p className="form-message form-message--error">
            <FormattedMessage {...m.signOutFailed} />
          </p>
        ) : null}
      </div>
    </nav>
  );
}
