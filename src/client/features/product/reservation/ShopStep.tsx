import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListReservationShopsQuery } from '../../../api/reservation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FieldFrame } from '../../../components/FormField/FieldFrame';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from './reservableProduct';
import { reservationMessages } from './messages';
import { requiredMessage } from './reservationSchema';
import { nextStepRequested, selectReservationShopId, shopChosen } from './reservationSlice';
import { ShopAddress } from './ShopAddress';

/**
 * Step 1: the boutique. Choosing one fetches it (kept once fetched) and shows where it is; the empty option
 * clears it. 'Next Step' moves on only with a boutique that holds a piece (spec 4, 5).
 */
export function ShopStep({ product }: { product: ReservableProduct }) {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const shopId = useAppSelector(selectReservationShopId);
  const shops = useListReservationShopsQuery({ storeCode, productId: product.id });
  const [tried, setTried] = useState(false);
  const selectId = useId();
  const chosen = shops.data?.find((s) => s.id === shopId) ?? null;
  const valid = chosen?.available === true;
  const showError = tried && !valid;

  if (shops.isError) {
    return (
      <div className="service-step">
        <p className="form-message--error" role="alert">
          <FormattedMessage {...reservationMessages.shopsFailed} />
        </p>
        <button type="button" className="button button--secondary" onClick={() => void shops.refetch()}>
          <FormattedMessage {...reservationMessages.tryAgain} />
        </button>
      </div>
    );
  }
  if (!shops.data)
    return (
      <p className="service-step__loading">
        <FormattedMessage {...reservationMessages.loadingShops} />
      </p>
    );

  return (
    <form
      className="service-step"
      aria-label={intl.formatMessage(reservationMessages.chooseShop)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        dispatch(nextStepRequested({ shopFormValid: valid }));
      }}
    >
      <p className="service-step__lead">
        <FormattedMessage
          {...reservationMessages.shopLead}
          values={{
            name: product.name,
            sku: product.sku,
            strong: (chunks) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      {/* The boutique lives in the store (it drives the next steps), not in a formik form. */}
      <FieldFrame
        id={selectId}
        label={intl.formatMessage(reservationMessages.shop)}
        required
        error={showError ? requiredMessage(intl) : null}
      >
        {(control) => (
          <select
            {...control}
            className="form-field__input"
            value={shopId ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              dispatch(shopChosen(value === '' ? null : Number(value)));
            }}
          >
            <option value="">{intl.formatMessage(reservationMessages.chooseShop)}</option>
            {shops.data.map((shop) => (
              <option key={shop.id} value={shop.id} disabled={!shop.available}>
                {shop.available
                  ? shop.name
                  : intl.formatMessage(reservationMessages.shopUnavailable, { name: shop.name })}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {shops.data.some((s) => s.available) ? null : (
        <p className="service-step__lead">
          <FormattedMessage {...reservationMessages.noShop} />
        </p>
      )}
      {shopId !== null ? <ShopAddress shopId={shopId} /> : null}
      <div className="service-actions">
        <button type="submit" className="button button--primary">
          <FormattedMessage {...reservationMessages.nextStep} />
        </button>
      </div>
    </form>
  );
}
