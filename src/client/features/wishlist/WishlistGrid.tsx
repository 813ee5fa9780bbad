import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { WishlistItem } from '../../api/wishlist';
import { Price } from '../../components/Price/Price';
import { wishlistMessages as m } from './messages';
import '../../components/ProductGrid/ProductGrid.css';

interface WishlistGridProps {
  items: readonly WishlistItem[];
  busy: boolean;
  onRemove: (item: WishlistItem) => void;
}

/** The saved watches: image, name and price, each linking to the product, with a quiet 'Remove'. */
export function WishlistGrid({ items, busy, onRemove }: WishlistGridProps) {
  const intl = useIntl();
  return (
    <ul className="product-grid" aria-label={intl.formatMessage(m.gridLabel)} aria-busy={busy}>
      {items.map((item, i) => (
        <li key={item.id} className="wishlist-grid__item" data-item-id={item.id}>
          <Link to={item.product.url} className="wishlist-grid__media" tabIndex={-1} aria-hidden="true">
            <img
              src={item.product.image.url}
              alt={item.product.image.alt}
              width={item.product.image.width}
              height={item.product.image.height}
              loading={i < 4 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Link>
          <h2 className="wishlist-grid__name">
            <Link to={item.product.url}>{item.product.name}</Link>
          </h2>
          <Price price={item.product.price} className="wishlist-grid__price" />
          <button
            type="button"
            className="wishlist-grid__remove"
            aria-label={intl.formatMessage(m.removeLabel, { name: item.product.name })}
            disabled={busy}
            onClick={() => onRemove(item)}
          >
            <FormattedMessage {...m.remove} />
          </button>
        </li>
      ))}
    </ul>
  );
}
