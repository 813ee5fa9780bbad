import { lazyLeaf } from '../../lib/lazyLeaf';

/**
 * The popups (country pop-in, promotions, retailer) open as dialogs, in portals, after the page has shown: their
 * code (and styles) stays out of every page's first view and arrives right after hydration (lazyLeaf).
 */
export const LazyPopupsHost = lazyLeaf(() =>
  import(/* webpackChunkName: "popups" */ './PopupsHost').then((m) => m.PopupsHost),
);
