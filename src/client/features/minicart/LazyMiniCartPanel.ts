import { lazyLeaf } from '../../lib/lazyLeaf';

/*
 * The mini-cart's panel shows only once the shopper opens it: its code stays out of the first view and is loaded
 * right after hydration with the other leaves (`preloadLeaves`), so an opened panel renders at once.
 */
export const LazyMiniCartPanel = lazyLeaf(() =>
  import(/* webpackChunkName: "minicart-panel" */ './MiniCartPanel').then((m) => m.MiniCartPanel),
);
