import { lazyLeaf } from '../../lib/lazyLeaf';
// The range slider's styles come with the listing, so the panel's server-rendered markup is laid out from the
// first paint, before its code arrives.
import '../RangeSlider/RangeSlider.css';

/*
 * The filters (a fifth of a category page's elements: every option's checkbox, label and count, the price
 * slider) hydrate on their own once their chunk has arrived (lazyLeaf, fetched right after hydration starts),
 * not in the page's first hydration task; the server's markup shows from the first paint. Their code is out of
 * the category and search pages' first view.
 */
export const LazyFilterPanel = lazyLeaf(() =>
  import(/* webpackChunkName: "filter-panel" */ './FilterPanel').then((m) => m.FilterPanel),
);
