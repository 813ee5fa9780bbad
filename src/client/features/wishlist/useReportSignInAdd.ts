import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Wishlist } from '../../api/wishlist';
import { useAppDispatch } from '../../app/hooks';
import { wishlistProductAdded } from '../../events/wishlist';

/**
 * A signed-out shopper's add is made by the sign-in it asked for, on the server, which then opens this page
 * with `?added={product id}`: the add is reported here, once the product shows in the wishlist, and the
 * parameter is dropped so that a reload or a shared link does not report it again.
 */
export function useReportSignInAdd(wishlist: Wishlist | undefined): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const added = params.get('added');
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!added || !wishlist || reported.current === added) return;
    reported.current = added;
    const item = wishlist.items.find((i) => String(i.product.id) === added);
    if (item) dispatch(wishlistProductAdded({ sku: item.product.sku, name: item.product.name }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('added');
        return next;
      },
      { replace: true },
    );
  }, [added, wishlist, dispatch, setParams]);
}
