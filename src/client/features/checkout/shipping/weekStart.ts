/** Intl's week info: `getWeekInfo()` in the newer engines, the `weekInfo` getter in the older ones. */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The first day of the week in a locale (1 = Monday … 7 = Sunday): Sunday in en-US and ja-JP, Monday in fr and
 * de. Monday when the engine does not say or the locale is not one it knows.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const intlLocale = new Intl.Locale(locale) as unknown as WeekInfoLocale;
    const firstDay = (intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo)?.firstDay;
    return typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7 ? firstDay : 1;
  } catch {
    return 1;
  }
}
