import { useId, useState, type FormEvent } from 'react';
import { cartErrorMessage, useAddToCartMutation, useCartRefStatus } from '../../api/cart';
import type { ProductDetail, ProductVariant } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { productAddedToCart } from '../../lib/cart-events';
import { useStoreCode } from '../../lib/store-config';

/** The contract's bounds for one cart line. */
const QTY_OPTIONS = Array.from({ length: 10 }, (_, i) => i + 1);
const FALLBACK_ERROR = 'We could not add this item to your cart. Please try again.';

type Outcome = { kind: 'added' | 'failed'; text: string } | null;

interface AddToCartFormProps {
  product: ProductDetail;
  /** The variation the option tiles chose; null while a configurable watch has no valid combination. */
  variant: ProductVariant | null;
}

/** Adds the chosen variation (or the simple product) to the cart; the server prices it and checks stock. */
export function AddToCartForm({ product, variant }: AddToCartFormProps) {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const qtyId = useId();
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [qty, setQty] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const item = product.type === 'configurable' ? variant : product;
  const saleable = item?.is_saleable === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || !saleable) return;
    setOutcome(null);
    try {
      await addToCart({ ref, storeCode, cartItem: { sku: item.sku, qty } });
      setOutcome({ kind: 'added', text: `You added ${product.name} to your shopping cart.` });
      dispatch(productAddedToCart({ sku: item.sku, name: product.name, qty }));
    } catch (error) {
      setOutcome({ kind: 'failed', text: cartErrorMessage(error) ?? FALLBACK_ERROR });
    }
  };

  return (
    <form className="add-to-cart" aria-label="Add to cart" onSubmit={(event) => void submit(event)}>
      <div className="add-to-cart__row">
        <label className="add-to-cart__qty" htmlFor={qtyId}>
          <span className="add-to-cart__qty-label">Qty</span>
          <select
            id={qtyId}
            value={qty}
            disabled={!saleable}
            onChange={(event) => setQty(Number(event.target.value))}
          >
            {QTY_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button button--primary add-to-cart__button"
          disabled={!saleable || isLoading || refLoading}
        >
          {saleable ? 'Add to Cart' : 'Out of stock'}
        </button>
      </div>
      <p className="add-to-cart__added" role="status">
        {outcome?.kind === 'added' ? outcome.text : ''}
      </p>
      <p className="add-to-cart__error" role="alert">
        {outcome?.kind === 'failed' ? outcome.text : ''}
      </p>
    </form>
  );
}
