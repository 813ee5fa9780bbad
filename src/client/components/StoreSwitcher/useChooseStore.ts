import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { storeSwitched } from '../../events/storeSwitch';
import { hasStoreCodeShape } from '../../lib/store-codes';
import { useStoreCode } from '../../lib/store-config';
import { withStoreCode } from '../../../common/store-paths';
import { storeCodeFromLink } from './storeCodeFromLink';
import { storeNavigation } from './storeNavigation';

/**
 * The click handler of a link to another store: reads the store code from the link (spec 2.1,
 * `storeCodeFromLink`) and opens the page being read in that store, as a full page load (another
 * configuration, currency and language). The link's own href stays the fallback without script.
 */
export function useChooseStore(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return (event) => {
    const code = storeCodeFromLink(event.currentTarget.href);
    if (!code || !hasStoreCodeShape(code)) return;
    event.preventDefault();
    if (code === storeCode) return;
    dispatch(storeSwitched({ from: storeCode, to: code }));
    storeNavigation.go(`${withStoreCode(pathname, code)}${search}`);
  };
}
