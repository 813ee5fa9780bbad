import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreCode } from '../../lib/store-config';
import { usePageView } from '../../lib/usePageView';
import { AccountNav } from './AccountNav';
import { accountMessages as m } from './messages';
import { useSignOut } from './useSignOut';
import { storePaths } from '../../../common/store-paths';
import './account.css';

/** Reports page type 15 once per navigation within the account (its pages must not report their own). */
function AccountPageView() {
  usePageView(PAGE_TYPE.account);
  return null;
}

/**
 * The account area's frame: its pages are this route's children. A visitor who is not signed in is sent to
 * the sign-in page, which brings them back here afterwards (Magento's referer).
 */
export function AccountLayout() {
  const storeCode = useStoreCode();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const { data, isLoading, isFetching, isError, refetch } = useLoadCustomerSectionsQuery({
    storeCode,
    sections: HEADER_SECTIONS,
  });

  if (isLoading) return <LoadingState />;
  if (!data?.customer) {
    return isError ? <ErrorState onRetry={() => void refetch()} /> : <LoadingState />;
  }
  if (!data.customer.is_logged_in) {
    // Just signed in: the sections are reloading, and the signed-out copy is about to be replaced.
    // Signing out from the navigation: on the way to the home page, not to the sign-in page.
    if (isFetching || signOut.leaving) return <LoadingState />;
    return <Navigate replace to={storePaths.signIn(storeCode, `${pathname}${search}`)} />;
  }

  return (
    <div className="account">
      <AccountPageView />
      <header className="account__heading">
        <p className="eyebrow">
          <FormattedMessage
            {...m.welcome}
            values={{ name: data.customer.firstname ?? data.customer.fullname }}
          />
        </p>
      </header>
      <AccountNav signOut={signOut} />
      <div className="account__page">
        {/* The frame stays while a page's chunk loads. */}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
