import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { productAddedToCart } from '../../events/listAddToCart';
import { AddToCartButton } from '../AddToCart/AddToCartButton';
import { AddToCartOutcome } from '../AddToCart/AddToCartOutcome';
import { useAddToCartOf } from '../AddToCart/useAddToCart';
import { useListShopper, withListShopper } from '../ListShopper/ListShopper';
import { productCardMessages as m } from './messages';

interface CardAddToCartProps {
  /** The SKU of the variation the card shows: switching a swatch binds the button to the new one. */
  sku: string;
  name: string;
  isSaleable: boolean;
}

/**
 * A list item's add-to-cart: one piece of the shown variation, through the same flow as the product page, to
 * the cart the list has found out for all its cards (`ListShopper`).
 */
export const CardAddToCart = withListShopper(function CardAddToCartButton({
  sku,
  name,
  isSaleable,
}: CardAddToCartProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAddToCartOf(useListShopper().cart);
  const [outcomeSku, setOutcomeSku] = useState(sku);
  // A message about another variation would mislead once the shopper has switched swatches.
  if (outcomeSku !== sku) {
    setOutcomeSku(sku);
    cart.announce(null);
  }

  const label = intl.formatMessage(isSaleable ? m.addToCart : m.outOfStock);

  const add = async () => {
    const outcome = await cart.add({ sku, qty: 1 }, name);
    cart.announce(outcome);
    if (outcome.kind === 'added') dispatch(productAddedToCart({ sku, name, qty: 1 }));
  };

  return (
    <div className="card-add-to-cart">
      <AddToCartButton
        type="button"
        className="button button--secondary card-add-to-cart__button"
        unavailable={!isSaleable}
        busy={cart.busy}
        data-sku={sku}
        // The visible text first (WCAG 'label in name'), then which watch: a grid has many of these buttons.
        aria-label={intl.formatMessage(isSaleable ? m.addToCartFor : m.outOfStockFor, { name })}
        onClick={() => void add()}
      >
        {label}
      </AddToCartButton>
      <AddToCartOutcome outcome={cart.outcome} classPrefix="card-add-to-cart" />
    </div>
  );
});
