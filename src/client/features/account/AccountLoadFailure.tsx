import { Navigate, useLocation } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { ErrorState } from '../../components/PageStatus/PageStatus';
import { useStoreCode } from '../../lib/store-config';
import { storePaths } from '../../../common/store-paths';

/**
 * An account page whose call failed: a session that ended meanwhile (401) goes to sign in and comes back;
 * anything else offers to try again.
 */
export function AccountLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const storeCode = useStoreCode();
  const { pathname, search } = useLocation();
  if (errorStatus(error) === 401) {
    return <Navigate replace to={storePaths.signIn(storeCode, `${pathname}${search}`)} />;
  }
  return <ErrorState onRetry={onRetry} />;
}
