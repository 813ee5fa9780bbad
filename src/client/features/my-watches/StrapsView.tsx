import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAddStrapToCartMutation,
  useListMyWatchStrapsQuery,
  type MyWatchStrap,
  type RegisteredWatch,
} from '../../api/myWatches';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { Price } from '../../components/Price/Price';
import { useFormKey } from '../../lib/form-key';
import { strapAddedToCart } from './events';
import { myWatchesNavigation } from './myWatchesNavigation';
import { myWatchesMessages as m } from './messages';

/** Spec 9: a strap goes to the cart one at a time. */
export const STRAP_QTY = 1;

/**
 * The panel's 'compatible-straps' view: the straps that fit the watch's model. Adding one posts
 * {product, qty: 1, form_key} to the strap's add_to_cart_url; on success the browser goes to its cart_url, on
 * error the page reloads (spec 7, 8).
 */
export function StrapsView({ storeCode, watch }: { storeCode: string; watch: RegisteredWatch }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const straps = useListMyWatchStrapsQuery({ storeCode, watchId: String(watch.id) });
  const [addStrap] = useAddStrapToCartMutation();
  const [adding, setAdding] = useState<number | null>(null);

  const add = async (strap: MyWatchStrap) => {
    setAdding(strap.product_id);
    try {
      // Read at the moment of posting: sign-in and sign-out give the session a new form key.
      const key = await formKey();
      await addStrap({
        url: strap.add_to_cart_url,
        form: { product: String(strap.product_id), qty: String(STRAP_QTY), form_key: key },
      }).unwrap();
      dispatch(strapAddedToCart({ watchId: watch.id, sku: strap.sku, name: strap.name, qty: STRAP_QTY }));
      myWatchesNavigation.go(strap.cart_url);
    } catch {
      myWatchesNavigation.reload();
    }
  };

  if (straps.isLoading) return <LoadingState label={intl.formatMessage(m.strapsLoading)} />;
  if (!straps.data) return <ErrorState onRetry={() => void straps.refetch()} />;
  if (straps.data.straps.length === 0)
    return (
      <p className="watch-panel__lead">
        <FormattedMessage {...m.noStraps} />
      </p>
    );
  return (
    <ul className="strap-list">
      {straps.data.straps.map((strap) => (
        <li key={strap.product_id} className="strap-list__item">
          <img src={strap.image.url} alt={strap.image.alt} width={96} height={96} />
          <div className="strap-list__text">
            <a href={strap.url} target="_blank" rel="noopener" className="strap-list__name">
              {strap.name}
            </a>
            <Price price={strap.price} />
          </div>
          <button
            type="button"
            className="button button--secondary strap-list__add"
            disabled={adding !== null || !strap.is_saleable}
            aria-label={intl.formatMessage(m.addToCartNamed, { name: strap.name })}
            onClick={() => void add(strap)}
          >
            <FormattedMessage {...(adding === strap.product_id ? m.adding : m.addToCart)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
