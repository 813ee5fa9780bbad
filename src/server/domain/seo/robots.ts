import { listOperations } from '../../../common/contract/operations';
import { storePaths } from '../../../common/store-paths';

/** Stands for any store code in a robots.txt path (RFC 9309: `*` matches any run of characters). */
const ANY_STORE = '*';

/**
 * Pages under a store code that a crawler has no business with: the shopper's own (bag, checkout, account,
 * wishlist, my watches, compare), search results (a query per visit: endless, thin, duplicate) and the pages
 * a mail's link opens (newsletter confirmation and unsubscription). Built by the same builders as every link.
 */
const PRIVATE_PAGES: readonly string[] = [
  storePaths.checkout(ANY_STORE),
  storePaths.account(ANY_STORE),
  storePaths.orderHistory(ANY_STORE),
  storePaths.addressBook(ANY_STORE),
  storePaths.newsletterManage(ANY_STORE),
  storePaths.newsletterConfirmPage(ANY_STORE),
  storePaths.newsletterUnsubscribePage(ANY_STORE),
  storePaths.wishlist(ANY_STORE),
  storePaths.myWatches(ANY_STORE),
  storePaths.registerWatch(ANY_STORE),
  storePaths.compare(ANY_STORE),
  storePaths.search(ANY_STORE),
  storePaths.returnLabel(ANY_STORE),
];

/**
 * Paths outside any store: the REST API, the development mailbox, the sandbox payment pages, and the API's
 * reference (`/docs`, and `/docs/` it moves to): written for engineers, not shoppers, and about `/rest/`, which
 * crawlers already leave alone; in a search for the brand it would only stand beside the shop's own pages.
 */
const PRIVATE_ROOTS: readonly string[] = ['/rest/', '/dev/', '/docs', '/sandbox/'];

/**
 * Every store-scoped controller of the contract (`/{store_code}/customer/ajax/login`...), by its first two
 * fixed segments (`/*\/customer/ajax`): a controller the contract gains later is covered without an edit here.
 */
function storeScopedControllers(): string[] {
  const prefix = '/{store_code}/';
  return listOperations().flatMap(({ path }) => {
    if (!path.startsWith(prefix)) return [];
    const fixed = path.slice(prefix.length).split('/').slice(0, 2);
    const end = fixed.findIndex((segment) => segment.startsWith('{'));
    return [storePaths.page(ANY_STORE, (end < 0 ? fixed : fixed.slice(0, end)).join('/'))];
  });
}

/** The disallowed prefixes, sorted, without one that a shorter one already covers. */
export function disallowedPaths(): string[] {
  const all = [...new Set([...PRIVATE_ROOTS, ...PRIVATE_PAGES, ...storeScopedControllers()])].sort();
  return all.filter((path) => !all.some((other) => other !== path && path.startsWith(other)));
}

/** robots.txt: everything public open, the private pages and the APIs closed, and where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
