import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetail, ProductVariant } from '../../api/catalog';
import { useAppDispatch } from '../../app/hooks';
import { AddToCartButton } from '../../components/AddToCart/AddToCartButton';
import { AddToCartOutcome } from '../../components/AddToCart/AddToCartOutcome';
import { useAddToCart } from '../../components/AddToCart/useAddToCart';
import { productVariationAddedToCart } from './events';
import { CustomOptions } from './custom-options/CustomOptions';
import { describeCustomOptions } from './custom-options/customOptionValues';
import { useCustomOptions } from './custom-options/useCustomOptions';
import { pageReload } from './straps/pageReload';
import { StrapConfirmDialog } from './straps/StrapConfirmDialog';
import { variantLabels } from './variantSelection';
import { CartItemRequest } from '../../api/contract-facts';
import { addToCartMessages, productMessages } from './messages';

/** The contract's bounds for one cart line. */
const { minimum: MIN_QTY, maximum: MAX_QTY } = CartItemRequest.cartItem.qty;
const QTY_OPTIONS = Array.from({ length: MAX_QTY - MIN_QTY + 1 }, (_, i) => i + MIN_QTY);
/** Spec 9: a strap goes to the cart one at a time. */
const STRAP_QTY = 1;

interface AddToCartFormProps {
  product: ProductDetail;
  /** The variation the option tiles chose; null while a configurable watch has no valid combination. */
  variant: ProductVariant | null;
}

/**
 * Adds the chosen variation (or the simple product) with its custom options; the server prices it and checks
 * stock. A strap waits for the straps popup's OK (spec 2.3, 4), and a strap that cannot be added reloads the
 * page (spec 8).
 */
export function AddToCartForm({ product, variant }: AddToCartFormProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const qtyId = useId();
  const cart = useAddToCart();
  const [qty, setQty] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const options = useCustomOptions(product);
  const item = product.type === 'configurable' ? variant : product;
  const saleable = item?.is_saleable === true;
  const strap = product.strap_confirmation;

  const add = async (sku: string, quantity: number) => {
    const custom = options.cartOptions;
    const outcome = await cart.add(
      {
        sku,
        qty: quantity,
        ...(custom.length ? { product_option: { extension_attributes: { custom_options: custom } } } : {}),
      },
      product.name,
    );
    if (outcome.kind === 'failed') {
      // Spec 8: a strap that cannot be added reloads the page, which tells the story; no message is left.
      if (strap) pageReload.reload();
      else cart.announce(outcome);
      return;
    }
    cart.announce(outcome);
    const engravings = new Set(product.custom_options.filter((o) => o.engraving).map((o) => o.option_id));
    dispatch(
      productVariationAddedToCart({
        sku,
        name: product.name,
        qty: quantity,
        parent_sku: variant && product.type === 'configurable' ? product.sku : null,
        variation: variant ? variantLabels(product, variant) : [],
        custom_options: describeCustomOptions(
          product.custom_options,
          custom.filter((c) => !engravings.has(c.option_id)),
        ),
        engravings: custom.filter((c) => engravings.has(c.option_id)).map((c) => c.option_value),
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item || !saleable || cart.busy) return;
    const problem = options.problem;
    if (problem) {
      cart.announce({ kind: 'failed', text: problem });
      return;
    }
    if (strap) setConfirming(true);
    else void add(item.sku, qty);
  };

  return (
    <form className="add-to-cart" aria-label={intl.formatMessage(addToCartMessages.form)} onSubmit={submit}>
      <CustomOptions
        options={product.custom_options}
        sizeGuide={product.size_guide}
        values={options.values}
        onChange={options.change}
        onConditionsAnswered={options.answerConditions}
        onEngravingWithdrawn={options.withdrawEngraving}
      />
      <div className="add-to-cart__row">
        {strap ? null : (
          <label className="add-to-cart__qty" htmlFor={qtyId}>
            <span className="add-to-cart__qty-label">
              <FormattedMessage {...addToCartMessages.qty} />
            </span>
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
        )}
        <AddToCartButton
          type="submit"
          className="button button--primary add-to-cart__button"
          unavailable={!saleable}
          busy={cart.busy}
        >
          <FormattedMessage {...(saleable ? addToCartMessages.button : productMessages.outOfStock)} />
        </AddToCartButton>
      </div>
      {strap && confirming && item ? (
        <StrapConfirmDialog
          confirmation={strap}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void add(item.sku, STRAP_QTY);
          }}
        />
      ) : null}
      <AddToCartOutcome outcome={cart.outcome} classPrefix="add-to-cart" />
    </form>
  );
}
