import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { shopUpdates } from '../../lib/service-worker/register';
import { appMessages } from '../messages';
import './UpdateBanner.css';

const subscribe = (listener: () => void) => shopUpdates.subscribe(listener);
const current = () => shopUpdates.state();
const onServer = () => 'none' as const;

/**
 * 'A new version of the shop is available' with a 'Refresh' button, once a new version's worker waits (or has
 * taken over from another tab). Calm: a band at the foot of the screen, never a dialog. A shopper who ignores it
 * gets the new version on the next page they open, loaded whole: no page runs its scripts against another
 * build's chunks.
 */
export function UpdateBanner() {
  const state = useSyncExternalStore(subscribe, current, onServer);
  const { pathname } = useLocation();
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    if (shopUpdates.state() !== 'none') shopUpdates.apply();
  }, [pathname]);
  if (state === 'none') return null;
  return (
    <div className="update-banner" role="status">
      <p className="update-banner__text">
        <FormattedMessage {...appMessages.updateAvailable} />
      </p>
      <button type="button" className="update-banner__refresh" onClick={() => shopUpdates.apply()}>
        <FormattedMessage {...appMessages.updateRefresh} />
      </button>
    </div>
  );
}
