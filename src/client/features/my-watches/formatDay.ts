import type { IntlShape } from 'react-intl';

/** A day (`2030-11-14`) as the store's locale writes it (`14 Nov 2030`), whatever the browser's time zone. */
export const formatDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(new Date(`${day.slice(0, 10)}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
