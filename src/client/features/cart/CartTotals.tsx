import { FormattedMessage } from 'react-intl';
import { formatPrice } from '../../../common/money';
import { useCartTotalsQuery, type CartRef } from '../../api/cart';
import { useStoreConfig } from '../../lib/store-config';
import { cartMessages as m } from './messages';

const GRAND_TOTAL = 'grand_total';

/**
 * Spec 2.6 / 3: every total segment the server computed, in its order and with its title (the extra fee line
 * among them); the grand total stands out.
 */
export function CartTotals({ cartRef }: { cartRef: CartRef }) {
  const { locale } = useStoreConfig();
  const { data: totals, isError } = useCartTotalsQuery(cartRef);
  if (isError)
    return (
      <p className="cart-totals__status">
        <FormattedMessage {...m.totalsFailed} />
      </p>
    );
  if (!totals)
    return (
      <p className="cart-totals__status">
        <FormattedMessage {...m.totalsLoading} />
      </p>
    );
  const money = (value: number) => formatPrice(value, totals.quote_currency_code, locale);
  return (
    <dl className="cart-totals">
      {totals.total_segments.map((segment) => (
        <div
          key={segment.code}
          className="cart-totals__row"
          data-code={segment.code}
          data-grand={segment.code === GRAND_TOTAL}
        >
          <dt>{segment.title}</dt>
          <dd>
            {segment.code === GRAND_TOTAL ? <strong>{money(segment.value)}</strong> : money(segment.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
