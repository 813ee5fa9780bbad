import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { LazyWatchRegistrationModal } from './LazyWatchRegistrationModal';
import { useAutoOpen } from './useAutoOpen';
import { selectWatchRegistrationOpen } from './watchRegistrationDialogSlice';

/**
 * Mounted once in the store layout: shows the register-my-watch modal whenever it is open (the shared
 * `watchRegistrationRequested` opens it from anywhere), hides it while the create-account modal it opened is in
 * front, and opens it by itself when configured to.
 */
export function WatchRegistrationHost() {
  const open = useAppSelector(selectWatchRegistrationOpen);
  useAutoOpen();
  return open ? (
    <Suspense fallback={null}>
      <LazyWatchRegistrationModal />
    </Suspense>
  ) : null;
}
