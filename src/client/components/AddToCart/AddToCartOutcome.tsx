import type { AddToCartOutcome as Outcome } from './useAddToCart';

/**
 * Where the outcome of adding is announced: 'You added …' in a polite status region (read when the screen
 * reader is done, the focus staying on the button), a failure in an alert. Both regions are always on the
 * page, so that a screen reader is listening before the text arrives.
 */
export function AddToCartOutcome({ outcome, classPrefix }: { outcome: Outcome | null; classPrefix: string }) {
  return (
    <>
      <p className={`${classPrefix}__added`} role="status">
        {outcome?.kind === 'added' ? outcome.text : ''}
      </p>
      <p className={`${classPrefix}__error`} role="alert">
        {outcome?.kind === 'failed' ? outcome.text : ''}
      </p>
    </>
  );
}
