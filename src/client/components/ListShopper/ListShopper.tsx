import { type ComponentType, createContext, type ReactNode, useContext, useMemo } from 'react';
import { useCartRefStatus } from '../../api/cart';
import { useGetCompareListQuery } from '../../api/compare';
import { useGetWishlistQuery } from '../../api/wishlist';
import type { CartStatus } from '../AddToCart/useAddToCart';
import { useStoreCode } from '../../lib/store-config';

/** What a product card's buttons need to know of the shopper: signed in, what is saved, compared, their cart. */
export interface ListShopper {
  signedIn: boolean;
  inWishlist: (productId: number) => boolean;
  inCompare: (productId: number) => boolean;
  cart: CartStatus;
}

const ListShopperContext = createContext<ListShopper | null>(null);

/**
 * The shopper as a list of products sees them, read once for all of its cards: the customer section, the
 * wishlist (signed in only) and the compare list. A category page shows up to 24 cards, each with a wishlist,
 * a compare and an add-to-cart button; a query hook in each button was a subscription, an effect and a selector
 * per button (about a fifth of the category page's hydration in a CPU profile), where one per list does.
 */
export function ListShopperProvider({ children }: { children: ReactNode }) {
  const storeCode = useStoreCode();
  const cart = useCartRefStatus();
  const { signedIn } = cart;
  const { data: wishlist } = useGetWishlistQuery({ storeCode }, { skip: !signedIn });
  const { data: compare } = useGetCompareListQuery({ storeCode });
  const shopper = useMemo<ListShopper>(() => {
    const saved = new Set(signedIn ? (wishlist?.items.map((item) => item.product.id) ?? []) : []);
    const compared = new Set(compare?.items.map((item) => item.id) ?? []);
    return {
      signedIn,
      inWishlist: (productId) => saved.has(productId),
      inCompare: (productId) => compared.has(productId),
      cart,
    };
  }, [signedIn, wishlist, compare, cart]);
  return <ListShopperContext.Provider value={shopper}>{children}</ListShopperContext.Provider>;
}

/** The list's shopper; only below a `ListShopperProvider` (`withListShopper` makes sure of one). */
export function useListShopper(): ListShopper {
  const shopper = useContext(ListShopperContext);
  if (!shopper) throw new Error('useListShopper: no ListShopperProvider above (wrap with withListShopper)');
  return shopper;
}

/**
 * `Component` with a list's shopper around it: its list's when it is in one, else a provider of its own (a
 * product page's single button reads the same queries as before).
 */
export function withListShopper<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InList(props: P) {
    const inList = useContext(ListShopperContext) !== null;
    return inList ? (
      <Component {...props} />
    ) : (
      <ListShopperProvider>
        <Component {...props} />
      </ListShopperProvider>
    );
  }
  InList.displayName = `withListShopper(${Component.displayName ?? Component.name})`;
  return InList;
}
