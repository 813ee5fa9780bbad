import type { Prng } from './prng';

/**
 * Out of stock on purpose, so the shop shows every state: a watch with no variation left (the tourbillon),
 * single variations of two others, and two straps. Everything else has between 1 and 25 pieces.
 */
export const OUT_OF_STOCK_SKUS: ReadonlySet<string> = new Set([
  'MA-ATE-TOU-01-SIL-40',
  'MA-ATE-TOU-01-BLU-40',
  'MA-NAV-DIV-01-BLU-42',
  'MA-LUM-MPH-02-IVO-34',
  'MA-STR-ALL-GRN-20',
  'MA-STR-RUB-GRN-22',
]);

export const STOCK_COLUMNS = { product_id: 'int', qty: 'int' } as const;

export function stockQty(sku: string, prng: Prng): number {
  return OUT_OF_STOCK_SKUS.has(sku) ? 0 : prng.int(1, 25);
}
