import { storePaths } from '../../../common/store-paths';
import type { StoreView } from '../store/store-registry';

/** The optional date of birth: no one younger than this subscribes with it, and no one older than the oldest. */
const MIN_AGE_YEARS = 16;
const MAX_AGE_YEARS = 120;
/** Where the picker opens: a birth year in the middle of the newsletter's readers. */
const DEFAULT_AGE_YEARS = 35;

const yearsBefore = (now: Date, years: number): string => {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
};

/** Spec 3 "Newsletter form data": the date picker's locale and dates, and where success leads (the store home). */
export function newsletterFormData(store: StoreView, now: Date) {
  return {
    locale_code: store.locale,
    default_date: `${now.getUTCFullYear() - DEFAULT_AGE_YEARS}-01-01`,
    min_date: yearsBefore(now, MAX_AGE_YEARS),
    max_date: yearsBefore(now, MIN_AGE_YEARS),
    redirect_to: storePaths.home(store.code),
  };
}
