import { CURRENCIES, type CurrencyCode } from '../../../../config/stores';

const isCurrency = (code: string): code is CurrencyCode => (CURRENCIES as readonly string[]).includes(code);

/**
 * A configured amount (gift box, extra fee) in a cart's currency. Every store sells in a configured currency,
 * so a miss is a configuration error, not a shopper's: it fails loudly instead of charging nothing.
 */
export function amountIn(table: Readonly<Record<CurrencyCode, number>>, currency: string): number {
  if (!isCurrency(currency)) throw new Error(`No configured amount in currency ${currency}`);
  return table[currency];
}
