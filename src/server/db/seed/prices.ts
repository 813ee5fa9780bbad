import { CURRENCIES, type CurrencyCode } from '../../../../config/stores';
import { minorUnitDigits } from '../../../common/money';

/** Indicative conversion from euros, as a brand would set its price lists, not a live exchange rate. */
const RATES: Record<CurrencyCode, number> = { EUR: 1, GBP: 0.86, USD: 1.09, CHF: 0.95, JPY: 163 };

/** Prices end on round numbers: watches on 50 (10,000 yen), straps on 10 (1,000 yen). */
const STEPS: Record<'watch' | 'strap', Record<CurrencyCode, number>> = {
  watch: { EUR: 50, GBP: 50, USD: 50, CHF: 50, JPY: 10000 },
  strap: { EUR: 10, GBP: 10, USD: 10, CHF: 10, JPY: 1000 },
};

/** The share of the recommended price paid for a reduced watch. */
const REDUCTION = 0.85;

export interface Price {
  amount: number;
  rrp: number | null;
}
export type PriceSet = Record<CurrencyCode, Price>;

/** Prices in minor units in every currency, from a euro price; a reduced price keeps the original as `rrp`. */
export function priceSet(eur: number, kind: 'watch' | 'strap', reduced = false): PriceSet {
  const entries = CURRENCIES.map((currency) => {
    const step = STEPS[kind][currency];
    const regular = Math.max(step, Math.round((eur * RATES[currency]) / step) * step);
    const amount = reduced ? Math.floor((regular * REDUCTION) / step) * step : regular;
    const minor = 10 ** minorUnitDigits(currency);
    return [currency, { amount: amount * minor, rrp: reduced ? regular * minor : null }] as const;
  });
  return Object.fromEntries(entries) as PriceSet;
}

/** A larger case uses more metal: four per cent more, on a round euro figure. */
export function sizedEur(baseEur: number, sizeIndex: number): number {
  return sizeIndex === 0 ? baseEur : Math.round((baseEur * 1.04) / 50) * 50;
}

export const priceRows = (productId: number, prices: PriceSet) =>
  CURRENCIES.map((currency) => ({
    product_id: productId,
    currency_code: currency,
    amount: prices[currency].amount,
    rrp: prices[currency].rrp,
  }));

export const PRICE_COLUMNS = {
  product_id: 'int',
  currency_code: 'text',
  amount: 'bigint',
  rrp: 'bigint',
} as const;
