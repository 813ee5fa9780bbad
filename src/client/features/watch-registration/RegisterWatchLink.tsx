import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { useStorePaths } from '../../lib/store-config';
import './register-watch-link.css';

/**
 * The header's 'register my watch' button (spec 2.1): it goes to registermywatch/register, whose page opens
 * the modal; on that page already, the click opens it again. The header places it twice, for its two layouts:
 * in the bar's end from 768 px up (`bar`), at the end of the search row on phones (`search-row`), where the bar
 * has no room left; the stylesheet shows one of the two (the other is `display: none`, out of the a11y tree).
 */
export function RegisterWatchLink({ placement }: { placement: 'bar' | 'search-row' }) {
  const dispatch = useAppDispatch();
  const paths = useStorePaths();
  return (
    <Link
      className={`register-watch-link register-watch-link--${placement}`}
      to={paths.registerWatch()}
      aria-label="Register my watch"
      onClick={() => dispatch(watchRegistrationRequested())}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="4.6" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path
          d="M6 3.4 6.6 1h2.8L10 3.4M6 12.6 6.6 15h2.8l.6-2.4M8 5.8V8l1.4 1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
        />
      </svg>
      <span className="register-watch-link__word">Register my watch</span>
    </Link>
  );
}
