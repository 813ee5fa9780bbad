import { FormattedMessage } from 'react-intl';
import type { WatchLookupProduct } from '../../api/watchRegistration';
import { watchRegistrationMessages as m } from './messages';

/** A looked-up watch: its picture and name (spec 4.2's choice shows both), its reference in small type. */
export function WatchProductCard({ product }: { product: WatchLookupProduct }) {
  return (
    <span className="watch-product">
      <span className="watch-product__media">
        {product.image ? (
          <img
            src={product.image.url}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading="lazy"
          />
        ) : null}
      </span>
      <span className="watch-product__text">
        <span className="watch-product__name">{product.name}</span>
        <span className="watch-product__sku">
          <FormattedMessage {...m.reference} values={{ sku: product.product_sku }} />
        </span>
      </span>
    </span>
  );
}
