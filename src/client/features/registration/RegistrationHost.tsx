import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { LazyRegistrationModal } from './LazyRegistrationModal';
import { selectRegistrationOpen } from './registrationDialogSlice';
import { useAutoOpen } from './useAutoOpen';

/**
 * Mounted once in the store layout: shows the create-account modal whenever it is open (the
 * `registrationRequested` event opens it from anywhere), and opens it by itself when configured to.
 */
export function RegistrationHost() {
  const open = useAppSelector(selectRegistrationOpen);
  useAutoOpen();
  return open ? (
    <Suspense fallback={null}>
      <LazyRegistrationModal />
    </Suspense>
  ) : null;
}
