/** A country's names for display (the store's language) and search (that and English), from the runtime's ICU. */
export function countryNames(countryId: string, locale: string): { display: string; search: string[] } {
  const nameIn = (language: string): string => {
    try {
      return (
        new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(countryId) ?? countryId
      );
    } catch {
      return countryId;
    }
  };
  const display = nameIn(locale);
  return { display, search: [...new Set([display, nameIn('en')])] };
}
