import { formatPrice } from '../../../common/money';

/** An order's date as the store's locale writes it (`14 Nov 2025`, `2025/11/14`). */
export const formatOrderDate = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** An amount in the currency the order was placed in, written the store's way. */
export const formatOrderAmount = (amount: number, currency: string, locale: string): string =>
  formatPrice(amount, currency, locale);

/** The country's name in the store's language (`CH` -> `Switzerland`); the code itself when unknown. */
export function countryName(countryId: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
