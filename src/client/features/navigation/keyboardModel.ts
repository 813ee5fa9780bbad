/**
 * The menu's keyboard model (spec 2.1: Escape closes, arrow keys move between items and open list and grid
 * submenus), after the WAI-ARIA disclosure navigation pattern with arrow keys. Pure, so it is unit-tested:
 * the component turns the intent into focus moves and actions.
 *
 * Desktop, first level (a horizontal bar): Left/Right move (wrapping), Home/End jump, Down opens the item's
 * submenu on its 'All {category}' link, Up on its last entry; Escape closes an open submenu.
 * Desktop, in a submenu: Up/Down (and Left/Right) move, Home/End jump, Escape closes it, focus back on its item.
 * Mobile, first level (a vertical list): Up/Down move, Right opens the submenu; Escape closes the menu.
 * Mobile, in a submenu: Up/Down move, Left goes back to the first level; Escape closes the menu.
 */
export type MenuLayout = 'desktop' | 'mobile';

export interface KeyContext {
  layout: MenuLayout;
  zone: 'top' | 'submenu';
  /** The focused entry's position among the zone's entries, and how many there are. */
  index: number;
  count: number;
  /** On the first level: whether the focused item opens a submenu (list, grid or html). */
  opensSubmenu: boolean;
}

export type KeyIntent =
  | { type: 'focus'; index: number }
  | { type: 'openSubmenu'; focus: 'first' | 'last' }
  | { type: 'closeSubmenu' }
  | { type: 'closeMenu' };

const wrap = (index: number, count: number) => (index + count) % count;

export function menuKeyIntent(key: string, context: KeyContext): KeyIntent | null {
  const { layout, zone, index, count, opensSubmenu } = context;
  const next = { type: 'focus', index: wrap(index + 1, count) } as const;
  const previous = { type: 'focus', index: wrap(index - 1, count) } as const;
  if (key === 'Escape') {
    return layout === 'mobile' ? { type: 'closeMenu' } : { type: 'closeSubmenu' };
  }
  if (key === 'Home') return { type: 'focus', index: 0 };
  if (key === 'End') return { type: 'focus', index: count - 1 };

  if (zone === 'submenu') {
    if (key === 'ArrowDown') return next;
    if (key === 'ArrowUp') return previous;
    if (layout === 'mobile') return key === 'ArrowLeft' ? { type: 'closeSubmenu' } : null;
    if (key === 'ArrowRight') return next;
    if (key === 'ArrowLeft') return previous;
    return null;
  }

  if (layout === 'desktop') {
    if (key === 'ArrowRight') return next;
    if (key === 'ArrowLeft') return previous;
    if (key === 'ArrowDown' && opensSubmenu) return { type: 'openSubmenu', focus: 'first' };
    if (key === 'ArrowUp' && opensSubmenu) return { type: 'openSubmenu', focus: 'last' };
    return null;
  }
  if (key === 'ArrowDown') return next;
  if (key === 'ArrowUp') return previous;
  if (key === 'ArrowRight' && opensSubmenu) return { type: 'openSubmenu', focus: 'first' };
  return null;
}
