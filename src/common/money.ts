// Money is integer minor units everywhere; only formatting turns it into text, with the store's locale and
// currency (Intl knows that JPY has no decimals).

// A NumberFormat costs about a millisecond to build (more on a phone), and every price shown asks: once per
// currency is enough.
const minorDigits = new Map<string, number>();

export function minorUnitDigits(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    minorDigits.set(currency, digits);
  }
  return digits;
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
