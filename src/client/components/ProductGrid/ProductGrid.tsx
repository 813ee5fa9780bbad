import type { ProductListItem } from '../../api/catalog';
import { ProductCard } from '../ProductCard/ProductCard';
import './ProductGrid.css';

/** How many cards are above the fold on the widest layout: their images are not lazy-loaded. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: readonly ProductListItem[];
  label: string;
  busy?: boolean;
}

export function ProductGrid({ products, label, busy = false }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy={busy}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
