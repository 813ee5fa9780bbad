import { useId, useState } from 'react';
import { useListReservationShopsQuery } from '../../../api/reservation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FieldFrame } from '../../../components/FormField/FieldFrame';
import { useStoreCode } from '../../../lib/store-config';
import type { ReservableProduct } from './reservableProduct';
import { REQUIRED } from './reservationSchema';
import { nextStepRequested, selectReservationShopId, shopChosen } from './reservationSlice';
import { ShopAddress } from './ShopAddress';

/**
 * Step 1: the boutique. Choosing one fetches it (kept once fetched) and shows where it is; the empty option
 * clears it. 'Next Step' moves on only with a boutique that holds a piece (spec 4, 5).
 */
export function ShopStep({ product }: { product: ReservableProduct }) {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
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
          The boutiques could not be loaded. Please try again later.
        </p>
        <button type="button" className="button button--secondary" onClick={() => void shops.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!shops.data) return <p className="service-step__loading">Loading boutiques…</p>;

  return (
    <form
      className="service-step"
      aria-label="Choose a boutique"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        dispatch(nextStepRequested({ shopFormValid: valid }));
      }}
    >
      <p className="service-step__lead">
        Reserve the <strong>{product.name}</strong> (reference {product.sku}) in a boutique, and try it on
        there.
      </p>
      {/* The boutique lives in the store (it drives the next steps), not in a formik form. */}
      <FieldFrame id={selectId} label="Boutique" required error={showError ? REQUIRED : null}>
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
            <option value="">Choose a boutique</option>
            {shops.data.map((shop) => (
              <option key={shop.id} value={shop.id} disabled={!shop.available}>
                {shop.available ? shop.name : `${shop.name} — not available`}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {shops.data.some((s) => s.available) ? null : (
        <p className="service-step__lead">No boutique holds this piece at the moment.</p>
      )}
      {shopId !== null ? <ShopAddress shopId={shopId} /> : null}
      <div className="service-actions">
        <button type="submit" className="button button--primary">
          Next Step
        </button>
      </div>
    </form>
  );
}
