import { Link } from 'react-router-dom';
import type { ProductListItem, ProductVariation } from '../../api/catalog';
import { Price } from '../Price/Price';
import './ProductCard.css';

interface ProductCardProps {
  product: ProductListItem;
  /** Cards in the first row load their image at once; the others when scrolled near. */
  eager: boolean;
}

function distinctColours(variations: readonly ProductVariation[]) {
  const seen = new Map<number, { label: string; swatch: string }>();
  for (const { colour } of variations) if (colour && !seen.has(colour.id)) seen.set(colour.id, colour);
  return [...seen.values()];
}

/** One product in a grid: image, collection, name (the link), case size, price, stock and colours. */
export function ProductCard({ product, eager }: ProductCardProps) {
  const colours = distinctColours(product.variations);
  return (
    <article className="product-card">
      {/* The name below is the card's link for assistive technology; the image repeats it for the pointer. */}
      <Link to={product.url} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={product.image.url}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className="product-card__body">
        {product.collection ? <p className="product-card__collection">{product.collection.name}</p> : null}
        <h3 className="product-card__name">
          <Link to={product.url}>{product.name}</Link>
        </h3>
        {product.case_size ? <p className="product-card__case-size">{product.case_size}</p> : null}
        <Price price={product.price} className="product-card__price" />
        {product.is_saleable ? null : <p className="product-card__stock">Out of stock</p>}
        {colours.length > 0 ? (
          <ul className="product-card__swatches" aria-label="Available dial colours">
            {colours.map((colour) => (
              <li
                key={colour.label}
                className="swatch"
                style={{ backgroundColor: colour.swatch }}
                title={colour.label}
              >
                <span className="visually-hidden">{colour.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
