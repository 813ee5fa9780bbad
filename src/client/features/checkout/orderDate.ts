import { useIntl } from 'react-intl';
import { formatPickupDisplay } from '../../../common/checkout/pickup';

/**
 * How the checkout shows a day of the order (the pickup date): the English store keeps the spec's d/M/yy, the
 * other languages read their locale's own date (2 déc. 2026, 02.12.2026, 2026/12/02). The typed field keeps
 * d/M/yy everywhere: it is the format the spec parses.
 */
export function useOrderDate(): (isoDate: string) => string {
  const intl = useIntl();
  if (intl.locale.toLowerCase().startsWith('en')) return formatPickupDisplay;
  return (isoDate) =>
    intl.formatDate(new Date(`${isoDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}
