import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductListItem } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { productListItemClicked } from '../../events/productList';
import { CompareButton } from '../CompareButton/CompareButton';
import { Price } from '../Price/Price';
import { WishlistButton } from '../WishlistButton/WishlistButton';
import { CardAddToCart } from './CardAddToCart';
import { listedProduct, useProductListName } from './productList';
import { initialVariation, stockMessage, switchVariation } from './variationView';
import { VariationSwatches } from './VariationSwatches';
import './ProductCard.css';

interface ProductCardProps {
  product: ProductListItem;
  /** Cards in the first row load their image at once; the others when scrolled near. */
  eager: boolean;
  /** The page's largest image (the first card of a listing) is fetched before the others. */
  priority?: boolean;
  /** 1-based place in its list, for analytics. */
  position?: number;
}

/**
 * One product in a list: image, collection, name (the link), case size, price with RRP, stock, variation
 * swatches and add-to-cart. Switching a swatch updates every one of these together (spec 4).
 */
export function ProductCard({ product, eager, priority = false, position = 1 }: ProductCardProps) {
  const dispatch = useAppDispatch();
  const list = useProductListName();
  // Derived from the product, so that a refetched listing (new stock, new price) shows through.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shown = useMemo(() => {
    const initial = initialVariation(product);
    return chosenId === null ? initial : switchVariation(initial, product, chosenId);
  }, [product, chosenId]);
  // Spec 4: nothing happens when the chosen variation is already the one shown.
  const choose = (variationId: number) => {
    if (variationId !== shown.variationId) setChosenId(variationId);
  };
  const reportClick = () =>
    dispatch(productListItemClicked({ list, product: listedProduct(shown, position) }));

  return (
    <article className="product-card" data-sku={shown.sku} data-product-name={product.name}>
      {/* The name below is the card's link for assistive technology; the image repeats it for the pointer. */}
      <Link
        to={shown.url}
        className="product-card__media"
        tabIndex={-1}
        aria-hidden="true"
        onClick={reportClick}
      >
        <img
          src={shown.image.url}
          alt={shown.image.alt}
          width={shown.image.width}
          height={shown.image.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </Link>
      <div className="product-card__body">
        {shown.collection ? <p className="product-card__collection">{shown.collection}</p> : null}
        <h3 className="product-card__name">
          <Link to={shown.url} onClick={reportClick}>
            {shown.name}
          </Link>
        </h3>
        {shown.caseSize ? <p className="product-card__case-size">{shown.caseSize}</p> : null}
        <Price price={shown.price} className="product-card__price" />
        <p className={`product-card__stock product-card__stock--${shown.isSaleable ? 'in' : 'out'}`}>
          <FormattedMessage {...stockMessage(shown.isSaleable)} />
        </p>
        <VariationSwatches
          productName={product.name}
          variations={product.variations}
          currentId={shown.variationId}
          onChoose={choose}
        />
        <div className="product-card__actions">
          <CardAddToCart sku={shown.sku} name={shown.name} isSaleable={shown.isSaleable} />
          {/* Comparison and wishlist are of models: the parent product, whichever variation is shown. */}
          <div className="product-card__links">
            <CompareButton productId={product.id} productName={product.name} sku={product.sku} />
            <WishlistButton productId={product.id} productName={product.name} sku={product.sku} />
          </div>
        </div>
      </div>
    </article>
  );
}
