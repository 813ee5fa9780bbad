import type { ScenarioContext } from '../../../scripts/verify-contract/scenario-api';
import type { Discovered } from './discovered';

/** What a run changed of one SKU's stock, to put back once its order has been read. */
export interface HeldStock {
  sku: string;
  urlKey: string;
  previous: number;
}

const RULE = 'rule stock-follows-order';

/**
 * Before the guest order, with the ERP token and writes allowed: the ordered variation's stock is set to its
 * last unit (setErpStockQty answers the quantity it replaced), so that the order must sell it out. Null when
 * the run cannot (no token, read-only, the variation's product not known).
 */
export async function holdLastUnit(
  t: ScenarioContext,
  found: Discovered,
  sku: string,
): Promise<HeldStock | null> {
  const token = t.token('erpToken');
  const product = found.products.find((p) => p.sku === sku || p.variations.some((v) => v.sku === sku));
  if (!token || typeof product?.url_key !== 'string') return null;
  const set = await t.ok(
    'setErpStockQty',
    `${sku} down to its last unit, before the guest order (put back after)`,
    { path: { sku }, body: { qty: 1 }, headers: { Authorization: `Bearer ${token}` } },
    (result) => (result.qty === 1 && result.is_in_stock ? null : `qty ${result.qty} instead of 1`),
  );
  return set ? { sku, urlKey: product.url_key, previous: set.previous_qty } : null;
}

/**
 * After the order: the product read shows the variation sold out (its last unit went to the order), then the
 * stock is put back to what it was less the unit the unpaid order holds, which the payment sweeper returns
 * when it releases the order: the shop ends where it started.
 */
export async function stockFollowsOrder(t: ScenarioContext, held: HeldStock): Promise<void> {
  await t.ok(
    'getProductByUrlKey',
    `${held.urlKey} after the order took the last unit of ${held.sku}`,
    { path: { url_key: held.urlKey } },
    (product) => {
      const variant = product.variants.find((v) => v.sku === held.sku);
      const sold = variant ?? (product.sku === held.sku ? product : null);
      if (!sold) return `${RULE}: ${held.sku} is not among the product's variants`;
      return sold.stock_status === 'out_of_stock' && !sold.is_saleable
        ? null
        : `${RULE}: ${held.sku} still ${sold.stock_status} (saleable ${sold.is_saleable}) after an order took its last unit`;
    },
  );
  await putBack(t, held, Math.max(0, held.previous - 1), 'less the unit the unpaid order holds');
}

/** The stock as it was, when no order took a unit. */
export const putBackWhole = (t: ScenarioContext, held: HeldStock) =>
  putBack(t, held, held.previous, 'as it was: no order took a unit');

async function putBack(t: ScenarioContext, held: HeldStock, qty: number, why: string): Promise<void> {
  await t.ok('setErpStockQty', `${held.sku} back to ${qty}, ${why}`, {
    path: { sku: held.sku },
    body: { qty },
    headers: { Authorization: `Bearer ${t.token('erpToken') ?? ''}` },
  });
}
