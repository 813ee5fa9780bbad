import { myWatchesMessages as m } from './messages';

/** The panel's views (spec 2.10: the panel's current view is one of these). */
export const PANEL_VIEWS = ['warranty', 'compatible-straps', 'services'] as const;
export type PanelView = (typeof PANEL_VIEWS)[number];

export const PANEL_TITLES: Record<PanelView, (typeof m)[keyof typeof m]> = {
  warranty: m.warranty,
  'compatible-straps': m.compatibleStraps,
  services: m.services,
};

/** What the page says after the remove link brought the customer back (`?result=`). */
export const RESULT_MESSAGES: Record<string, (typeof m)[keyof typeof m]> = {
  removed: m.resultRemoved,
  not_found: m.resultNotFound,
};
