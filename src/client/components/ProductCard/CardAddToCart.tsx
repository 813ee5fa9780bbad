import { apiErrorMessage } from '../../api/errors';
import { useState } from 'react';
import { useAddToCartMutation, useCartRefStatus } from '../../api/cart';
import { useAppDispatch } from '../../app/hooks';
import { productAddedToCart } from '../../lib/cart-events';
import { useStoreCode } from '../../lib/store-config';

const FALLBACK_ERROR = 'We could not add this item to your cart. Please try again.';

interface CardAddToCartProps {
  /** The SKU of the variation the card shows: switching a swatch binds the button to the new one. */
  sku: string;
  name: string;
  isSaleable: boolean;
}

type Outcome = { kind: 'added' | 'failed'; text: string } | null;

/** A list item's add-to-cart: one piece of the shown variation, through the same cart API as the product page. */
export function CardAddToCart({ sku, name, isSaleable }: CardAddToCartProps) {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const { ref, isLoading: refLoading } = useCartRefStatus();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [outcomeSku, setOutcomeSku] = useState(sku);
  // A message about another variation would mislead once the shopper has switched swatches.
  if (outcomeSku !== sku) {
    setOutcomeSku(sku);
    setOutcome(null);
  }

  const label = isSaleable ? 'Add to Cart' : 'Out of stock';

  const add = async () => {
    setOutcome(null);
    try {
      await addToCart({ ref, storeCode, cartItem: { sku, qty: 1 } });
      setOutcome({ kind: 'added', text: `You added ${name} to your shopping cart.` });
      dispatch(productAddedToCart({ sku, name, qty: 1 }));
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) ?? FALLBACK_ERROR });
    }
  };

  return (
    <div className="card-add-to-cart">
      <button
        type="button"
        className="button button--secondary card-add-to-cart__button"
        disabled={!isSaleable || isLoading || refLoading}
        data-sku={sku}
        // The visible text first (WCAG 'label in name'), then which watch: a grid has many of these buttons.
        aria-label={`${label}: ${name}`}
        onClick={() => void add()}
      >
        {label}
      </button>
      <p className="card-add-to-cart__added" role="status">
        {outcome?.kind === 'added' ? outcome.text : ''}
      </p>
      <p className="card-add-to-cart__error" role="alert">
        {outcome?.kind === 'failed' ? outcome.text : ''}
      </p>
    </div>
  );
}
