import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../common/money';
import type { Price as PriceValue } from '../../api/catalog';
import { useStoreConfig } from '../../lib/store-config';
import { priceMessages } from './messages';
import './Price.css';

interface PriceProps {
  price: PriceValue;
  className?: string;
}

/** A price in the store's locale; the recommended retail price is struck through when it is higher. */
export function Price({ price, className = '' }: PriceProps) {
  const { locale } = useStoreConfig();
  const format = (amount: number) => formatPrice(amount, price.currency, locale);
  const reduced = price.rrp !== null && price.rrp > price.amount;
  return (
    <p className={`price ${className}`.trim()}>
      {reduced && price.rrp !== null ? (
        <>
          <span className="visually-hidden">
            <FormattedMessage {...priceMessages.rrp} />
          </span>
          <del className="price__rrp">{format(price.rrp)}</del>
          <span className="visually-hidden">
            <FormattedMessage {...priceMessages.ourPrice} />
          </span>
        </>
      ) : null}
      <span className="price__amount">{format(price.amount)}</span>
    </p>
  );
}
