const names = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the store's language ('France', 'Suisse'), or its code where Intl cannot name it. */
export function countryName(countryId: string, locale: string): string {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'region' }));
    } catch {
      names.set(locale, null);
    }
  }
  try {
    return names.get(locale)?.of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
