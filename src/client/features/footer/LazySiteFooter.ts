import { lazyLeaf } from '../../lib/lazyLeaf';
// The footer's styles come with the shell, so its server-rendered markup is laid out from the first paint, before
// its code arrives.
import './footer.css';

/*
 * The footer sits below every page's content, out of the first view: its code (the links, the store list, the
 * cookie preferences button and their words) hydrates once its chunk has arrived (lazyLeaf, fetched right after
 * hydration starts), while the server's markup shows from the first paint.
 */
export const LazySiteFooter = lazyLeaf(() =>
  import(/* webpackChunkName: "site-footer" */ './SiteFooter').then((m) => m.SiteFooter),
);
