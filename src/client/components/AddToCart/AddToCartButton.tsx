import type { ButtonHTMLAttributes } from 'react';

interface AddToCartButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Out of stock: the button is disabled for good. */
  unavailable: boolean;
  /** Adding is under way: clicks wait, but the button keeps the focus. */
  busy: boolean;
}

/**
 * The add-to-cart button. While busy it is aria-disabled rather than disabled: a button that disables itself
 * under the shopper's focus drops the focus to the page's body, and the keyboard user starts again from the top.
 */
export function AddToCartButton({ unavailable, busy, onClick, children, ...button }: AddToCartButtonProps) {
  return (
    <button
      {...button}
      disabled={unavailable}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
