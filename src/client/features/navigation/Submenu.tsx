import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MenuItem } from '../../api/menu';
import type { MenuLayout } from './keyboardModel';
import { MENU_TIMINGS } from './menuTimings';
import { navigationMessages as m } from './messages';
import { LazyMenuHtml } from './LazyMenuHtml';
import { usePresence } from './usePresence';
import './Submenu.css';

// A drawn arrow before 'Back', hidden from screen readers: not a word to translate.
const BACK_ARROW = '‹ ';

export const submenuId = (entityId: string): string => `submenu-${entityId}`;

interface SubmenuProps {
  item: MenuItem;
  open: boolean;
  layout: MenuLayout;
  /** The 'more' submenu lists first-level entries and has no 'All {category}' link. */
  isMore?: boolean;
  /** Back to the first level; given the entry's entity_id. */
  onBack: (entityId: string) => void;
  onFollow: (link: MenuItem) => void;
}

/**
 * A first-level entry's submenu, drawn by its display mode: list (a column of links), grid (tiles with a line
 * each) or html (the entry's text). Every one starts with the back action and the 'All {category}' link.
 */
export function Submenu({ item, open, layout, isMore = false, onBack, onFollow }: SubmenuProps) {
  const exitMs = layout === 'mobile' ? MENU_TIMINGS.backMs : MENU_TIMINGS.submenuAnimationMs;
  const { shown, leaving } = usePresence(open, exitMs);
  const intl = useIntl();
  const allName = intl.formatMessage(m.allCategory, { category: item.name });
  const mode = isMore ? 'list' : item.display_mode;
  return (
    <div
      id={submenuId(item.entity_id)}
      className={`submenu submenu--${mode}`}
      data-submenu=""
      data-leaving={leaving || undefined}
      hidden={!shown}
    >
      <div className="submenu__inner">
        <button
          type="button"
          className="submenu__back"
          data-menu-entry=""
          onClick={() => onBack(item.entity_id)}
        >
          <span aria-hidden="true">{BACK_ARROW}</span>
          <FormattedMessage
            {...m.back}
            values={{ hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
          />
        </button>
        <p className="submenu__title" aria-hidden="true">
          {item.name}
        </p>
        {isMore ? null : (
          <Link
            className="submenu__all"
            to={item.full_url}
            data-menu-entry=""
            data-submenu-first=""
            onClick={() => onFollow({ ...item, name: allName })}
          >
            {allName}
          </Link>
        )}
        {item.html ? <LazyMenuHtml html={item.html} /> : null}
        {item.children.length ? (
          <ul className={`submenu__${mode === 'grid' ? 'grid' : 'list'}`} aria-label={item.name}>
            {item.children.map((child, i) => (
              <li key={child.entity_id}>
                <Link
                  className="submenu__link"
                  to={child.full_url}
                  data-menu-entry=""
                  data-submenu-first={isMore && i === 0 ? '' : undefined}
                  onClick={() => onFollow(child)}
                >
                  <span className="submenu__name">{child.name}</span>
                  {mode === 'grid' && child.description ? (
                    <span className="submenu__description">{child.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
