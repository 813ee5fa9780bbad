import type { components } from '../../../src/common/contract/schema.gen';

type Schemas = components['schemas'];

/**
 * rule order-total (checkout.yaml OrderSummary): the placed order totals what its cart totalled when it was
 * placed, segment by segment (subtotal, fees, shipping, grand total).
 */
export function orderTotalProblem(
  summary: Schemas['OrderSummary'],
  totals: Schemas['Totals'] | null,
): string | null {
  if (!totals) return null;
  const grand = summary.total_segments.find((s) => s.code === 'grand_total');
  if (grand?.value !== totals.grand_total) {
    return `rule order-total: the order's grand_total ${grand?.value ?? 'missing'} instead of the cart's ${totals.grand_total}`;
  }
  for (const segment of totals.total_segments) {
    const ordered = summary.total_segments.find((s) => s.code === segment.code);
    if (ordered?.value !== segment.value) {
      return `rule order-total: the order's ${segment.code} ${ordered?.value ?? 'missing'} instead of the cart's ${segment.value}`;
    }
  }
  return null;
}

/** rule line-total on a whole cart: items_qty is the sum of the lines' qty, items_count their number. */
export function cartCountsProblem(cart: Schemas['Cart']): string | null {
  const qty = cart.items.reduce((sum, line) => sum + line.qty, 0);
  if (cart.items_qty !== qty)
    return `rule line-total: items_qty ${cart.items_qty} instead of ${qty}, the sum of the lines`;
  return cart.items_count === cart.items.length
    ? null
    : `rule line-total: items_count ${cart.items_count} instead of ${cart.items.length} lines`;
}
