/** An ISO date (`1990-01-01`) as the date picker's locale writes it; the ISO text when the locale is unknown. */
export function formatPickerDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  try {
    return new Intl.DateTimeFormat([locale, 'en-GB'], { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
  } catch {
    return iso;
  }
}
