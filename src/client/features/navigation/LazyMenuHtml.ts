import { lazyLeaf } from '../../lib/lazyLeaf';

/**
 * The sanitiser (DOMPurify, about 11 KB gzip) is needed only by html entries, shown once a submenu opens: it
 * stays out of every page's first view; the server's markup of the entry stands until it has arrived.
 */
export const LazyMenuHtml = lazyLeaf(() =>
  import(/* webpackChunkName: "menu-html" */ './MenuHtml').then((m) => m.MenuHtml),
);
