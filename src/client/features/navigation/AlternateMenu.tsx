import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../api/menu';
import { useAppDispatch } from '../../app/hooks';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { menuLinkFollowed } from './events';
import { menuClosed } from './menuSlice';
import { navigationMessages as m } from './messages';
import './AlternateMenu.css';

/**
 * Spec 2.1: 'register my watch' is a button (drawn as one; it navigates, so it is a link) to
 * registermywatch/register, whose page opens the modal; on that page already, the click opens it again.
 */
const REGISTER_MY_WATCH = 'registerMyWatch';

/** The alternate menu (spec 2.1): my account, store locator and the 'register my watch' button. */
export function AlternateMenu({ items }: { items: MenuItem[] }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  if (!items.length) return null;
  return (
    <nav className="alternate-menu" aria-label={intl.formatMessage(m.alternateLabel)}>
      <ul className="alternate-menu__list">
        {items.map((item) => (
          <li key={item.entity_id}>
            <Link
              className={
                item.entity_id === REGISTER_MY_WATCH ? 'alternate-menu__button' : 'alternate-menu__link'
              }
              to={item.full_url}
              data-entity-id={item.entity_id}
              onClick={() => {
                dispatch(
                  menuLinkFollowed({
                    menu: 'alternate',
                    level: item.level,
                    label: item.name,
                    url: item.full_url,
                    parent: '',
                  }),
                );
                dispatch(menuClosed());
                if (item.entity_id === REGISTER_MY_WATCH) dispatch(watchRegistrationRequested());
              }}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
