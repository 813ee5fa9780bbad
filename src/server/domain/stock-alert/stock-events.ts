/**
 * The one place that hears about committed stock changes (the ERP feed today), with the ids of the products
 * whose quantity changed. It does nothing yet: the catalogue cache's invalidation plugs in here, so that
 * listings and product pages never show a stock status older than the change.
 */
export async function onStockChanged(_productIds: readonly number[]): Promise<void> {
  // Intentionally empty until the catalogue cache exists.
}
