import { useIntl } from 'react-intl';
import { usePageOrigin } from '../../lib/head/pageOrigin';
import { useStructuredData } from '../../lib/head/useStructuredData';
import { breadcrumbListJsonLd, type Crumb } from '../../lib/structured-data/breadcrumbs';
import { breadcrumbMessages } from './messages';

/**
 * The page's BreadcrumbList: the trail the Breadcrumbs component shows (home, `trail`, then the page itself,
 * named as the component names them), with absolute URLs.
 */
export function useBreadcrumbStructuredData(home: string, trail: readonly Crumb[], current: Crumb): void {
  const intl = useIntl();
  const origin = usePageOrigin();
  const homeName = intl.formatMessage(breadcrumbMessages.home);
  useStructuredData(breadcrumbListJsonLd([{ name: homeName, url: home }, ...trail, current], origin));
}
