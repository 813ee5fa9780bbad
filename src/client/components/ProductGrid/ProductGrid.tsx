import type { ProductListItem } from '../../api/catalog';
import { ListShopperProvider } from '../ListShopper/ListShopper';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductListContext, useListImpressions } from '../ProductCard/productList';
import './ProductGrid.css';

/** How many cards are above the fold on the widest layout: their images are not lazy-loaded. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: readonly ProductListItem[];
  label: string;
  busy?: boolean;
  /** The list's name in analytics (impressions and clicks); the label when not given. */
  listName?: string;
}

export function ProductGrid({ products, label, busy = false, listName = label }: ProductGridProps) {
  useListImpressions(listName, products);
  return (
    <ProductListContext.Provider value={listName}>
      <ListShopperProvider>
        <ul className="product-grid" aria-label={label} aria-busy={busy}>
          {products.map((product, index) => (
            <li key={product.id} className="product-grid__item">
              <ProductCard
                product={product}
                eager={index < EAGER_CARDS}
                priority={index === 0}
                position={index + 1}
              />
            </li>
          ))}
        </ul>
      </ListShopperProvider>
    </ProductListContext.Provider>
  );
}
