import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { LazyChatWidget } from '../../features/chat/LazyChatWidget';
import { LazySiteFooter } from '../../features/footer/LazySiteFooter';
import { LazyPopupsHost } from '../../features/popups/LazyPopupsHost';
import { RegistrationHost } from '../../features/registration/RegistrationHost';
import { WatchRegistrationHost } from '../../features/watch-registration/WatchRegistrationHost';
import { appMessages } from '../messages';
import { SiteHeader } from './SiteHeader';
import { StoreGate } from './StoreGate';
import { ScrollToTop } from './ScrollToTop';
import { UpdateBanner } from './UpdateBanner';

export const MAIN_CONTENT_ID = 'main-content';

/** The frame of every store page: skip link, header, the routed page, footer. */
export function StoreLayout() {
  return (
    <StoreGate>
      <ScrollToTop />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage {...appMessages.skipToContent} />
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <LazyChatWidget />
      <LazySiteFooter />
      <RegistrationHost />
      <WatchRegistrationHost />
      <LazyPopupsHost />
      <UpdateBanner />
    </StoreGate>
  );
}
