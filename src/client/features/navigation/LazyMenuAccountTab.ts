import { lazyLeaf } from '../../lib/lazyLeaf';
// Its styles stay in the shell: a panel the server rendered open on this tab is laid out from the first paint.
import './MenuAccountTab.css';

/*
 * The phone menu's Account tab renders only once the shopper chooses that tab: its code stays out of the first
 * view and is loaded right after hydration with the other leaves (`preloadLeaves`), so the tab shows at once.
 */
export const LazyMenuAccountTab = lazyLeaf(() =>
  import(/* webpackChunkName: "menu-account-tab" */ './MenuAccountTab').then((m) => m.MenuAccountTab),
);
