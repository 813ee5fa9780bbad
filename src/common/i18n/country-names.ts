/**
 * Country names in a store's language, from the runtime's ICU (`Intl.DisplayNames`), never from an English
 * table: the one helper the server (checkout countries, store locator) and the browser (pop-ins, address
 * blocks, the newsletter's choices) name countries with. Formatters are built once per locale.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();
const collators = new Map<string, Intl.Collator>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }));
    } catch {
      // A locale the runtime cannot name regions in: the codes themselves.
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** A country's name in the locale's language (`CH` -> 'Suisse' in fr-CH, 'スイス' in ja-JP); its code when unknown. */
export function countryName(countryId: string, locale: string): string {
  try {
    return namesIn(locale)?.of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}

/** The locale's alphabetical order (accents and kana sorted as its readers expect). */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale);
    } catch {
      collator = new Intl.Collator('en');
    }
    collators.set(locale, collator);
  }
  return collator;
}

/** Items sorted by the name `nameOf` gives them, in the locale's order (a new array). */
export const sortedByName = <T>(items: readonly T[], nameOf: (item: T) => string, locale: string): T[] => {
  const collator = collatorFor(locale);
  return [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
};
