import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Wishlist } from '../../api/wishlist';
import { useAppDispatch } from '../../app/hooks';
import { wishlistProductAdded } from '../../events/wishlist';

const PARAM = 'added';

/**
 * A signed-out shopper's add is made by the sign-in it asked for, on the server, which then opens this page
 * with `?added={product id}`: the add is reported here, once, when the product shows in the wishlist.
 */
export function useReportSignInAdd(wishlist: Wishlist | undefined): void {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const added = params.get(PARAM);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!added || !wishlist || reported.current === added) return;
    reported.current = added;
    const item = wishlist.items.find((i) => String(i.product.id) === added);
    if (item) dispatch(wishlistProductAdded({ sku: item.product.sku, name: item.product.name }));
    // The address bar drops the parameter, so a reload or a shared link does not report the add again. Not
    // through the router: a navigation would count as a second page view of the same visit.
    const url = new URL(window.location.href);
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [added, wishlist, dispatch]);
}
