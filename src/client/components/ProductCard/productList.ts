import { createContext, useContext, useEffect, useRef } from 'react';
import type { ProductListItem } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { productListViewed, type ListedProduct } from '../../events/productList';
import type { DisplayedVariation } from './variationView';

/** The list a card is shown in, for analytics: provided by the grid or carousel around the cards. */
export const ProductListContext = createContext<string>('Product list');
export const useProductListName = (): string => useContext(ProductListContext);

export const listedProduct = (
  shown: Pick<DisplayedVariation, 'sku' | 'name' | 'price' | 'collection'>,
  position: number,
): ListedProduct => ({
  sku: shown.sku,
  name: shown.name,
  position,
  price: { currency: shown.price.currency, amount: shown.price.amount },
  collection: shown.collection,
});

/**
 * Reports the products of a list once per distinct content (a new page, sort or filter is a new impression;
 * a re-render or React's development double effect is not).
 */
export function useListImpressions(list: string, products: readonly ProductListItem[]): void {
  const dispatch = useAppDispatch();
  const reported = useRef<string | null>(null);
  const key = `${list}|${products.map((p) => p.id).join(',')}`;
  useEffect(() => {
    if (!products.length || reported.current === key) return;
    reported.current = key;
    dispatch(
      productListViewed({
        list,
        products: products.map((product, index) =>
          listedProduct({ ...product, collection: product.collection?.name ?? null }, index + 1),
        ),
      }),
    );
    // `key` stands for `products`: the same ids are the same impression.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, list]);
}
