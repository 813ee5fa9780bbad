import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../common/money';
import type { CartSection } from '../../api/customer';
import { useStoreConfig } from '../../lib/store-config';
import { storePaths } from '../../../common/store-paths';
import { minicartMessages as m } from './cartLabel';

interface MiniCartPanelProps {
  cart: CartSection | undefined;
  /** Following one of the panel's links closes it. */
  onNavigate: () => void;
}

/**
 * Spec 2.6 / 3: the items of the `cart` section. Prices are formatted here from `product_price_value` rather
 * than injecting the section's price markup.
 */
export function MiniCartPanel({ cart, onNavigate }: MiniCartPanelProps) {
  const { store_code: storeCode, locale } = useStoreConfig();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const items = cart?.items ?? [];
  const money = (amount: number) => formatPrice(amount, cart?.currency_code ?? 'EUR', locale);

  return (
    <section className="minicart__panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="minicart__title">
        <FormattedMessage {...m.title} />
      </h2>
      {items.length === 0 ? (
        <p className="minicart__empty">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <>
          <ul className="minicart__items">
            {items.map((item) => (
              <li key={item.item_id} className="minicart__item">
                <img
                  className="minicart__image"
                  src={item.product_image.url}
                  alt={item.product_image.alt}
                  width={64}
                  height={64}
                />
                <div className="minicart__details">
                  <Link to={item.product_url} className="minicart__name" onClick={onNavigate}>
                    {item.product_name}
                  </Link>
                  <p className="minicart__meta">
                    <span>
                      <FormattedMessage {...m.qty} values={{ qty: item.qty }} />
                    </span>
                    <span className="minicart__price">{money(item.product_price_value)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="minicart__subtotal">
            <span>
              <FormattedMessage {...m.subtotal} />
            </span>
            <span className="minicart__subtotal-value">{money(cart?.subtotalAmount ?? 0)}</span>
          </p>
        </>
      )}
      <div className="minicart__actions">
        {items.length > 0 ? (
          <Link to={storePaths.checkout(storeCode)} className="button button--primary" onClick={onNavigate}>
            <FormattedMessage {...m.checkout} />
          </Link>
        ) : null}
        <Link to={storePaths.cart(storeCode)} className="minicart__view" onClick={onNavigate}>
          <FormattedMessage {...m.viewCart} />
        </Link>
      </div>
    </section>
  );
}
