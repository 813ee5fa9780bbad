/**
 * Money is integer minor units everywhere; only formatting turns it into text, with the store's locale and
 * currency (Intl knows that JPY has no decimals).
 */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorUnitDigits(currency);
}

export function toMinor(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** minorUnitDigits(currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajor(amountMinor, currency));
}
