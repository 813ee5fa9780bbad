import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { watchRegistrationMessages as m } from './messages';
import { WatchProductCard } from './WatchProductCard';
import { backRequested, selectWatchRegistration, watchSelected } from './watchRegistrationSlice';

/** caseback_watch_select (spec 4.2): several models carry this caseback number; the shopper picks theirs. */
export function WatchSelect() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { products, loading } = useAppSelector(selectWatchRegistration);
  return (
    <div className="watch-step">
      <p className="watch-step__lead">
        <FormattedMessage {...m.selectLead} />
      </p>
      <ul className="watch-select" aria-label={intl.formatMessage(m.selectListLabel)}>
        {products.map((product) => (
          <li key={product.product_sku}>
            <button
              type="button"
              className="watch-select__option"
              disabled={loading}
              onClick={() => dispatch(watchSelected(product.product_sku))}
            >
              <WatchProductCard product={product} />
              <span className="watch-select__action" aria-hidden="true">
                <FormattedMessage {...m.select} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="watch-step__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={loading}
          onClick={() => dispatch(backRequested())}
        >
          <FormattedMessage {...m.back} />
        </button>
      </div>
    </div>
  );
}
