import { FormattedMessage } from 'react-intl';
import type { ProductDetail } from '../../api/catalog';
import { productMessages } from './messages';

/** The description (plain text, paragraphs split by blank lines) and the specifications list. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const paragraphs = product.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="product-details">
      {paragraphs.length > 0 ? (
        <section className="product-details__section" aria-labelledby="product-description-title">
          <h2 id="product-description-title">
            <FormattedMessage {...productMessages.description} />
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {product.specifications.length > 0 ? (
        <section className="product-details__section" aria-labelledby="product-specifications-title">
          <h2 id="product-specifications-title">
            <FormattedMessage {...productMessages.specifications} />
          </h2>
          <dl className="specifications">
            {product.specifications.map((spec) => (
              <div key={spec.label} className="specifications__row">
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
