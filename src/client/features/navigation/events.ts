import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

export interface MenuNavigation {
  /** Which menu the link is in. */
  menu: 'main' | 'alternate' | 'more';
  /** 1 for a first-level link, 2 for a submenu's. */
  level: number;
  label: string;
  url: string;
  /** The first-level entry whose submenu holds the link ('' on the first level). */
  parent: string;
}

/** A link of the main or alternate menu followed (spec 7: navigation tracking). */
export const menuLinkFollowed = createAction<MenuNavigation>('menu/linkFollowed');
/** A first-level entry's submenu opened, by pointer, touch or keyboard. */
export const menuSubmenuShown = createAction<{ label: string; layout: 'desktop' | 'mobile' }>(
  'menu/submenuShown',
);

export const menuActionToEvents: ActionToEvents = (action) => {
  if (menuLinkFollowed.match(action)) {
    const { menu, level, label, url, parent } = action.payload;
    return [
      {
        event: 'menu_navigation',
        action: 'click',
        menu,
        menu_level: level,
        menu_label: label,
        menu_url: url,
        menu_parent: parent,
      },
    ];
  }
  if (menuSubmenuShown.match(action)) {
    const { label, layout } = action.payload;
    return [{ event: 'menu_navigation', action: 'open', menu_label: label, layout }];
  }
  return [];
};
