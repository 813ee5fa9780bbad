import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isFilterResetState } from './filterTypes';

/**
 * Whether this page was reached by resetting the filters. The browser keeps navigation state across reloads
 * and history steps, so the state is consumed at once (replaced by none) and the notice is remembered for this
 * URL only: a reload, a step back or the next filter change shows the listing without it.
 */
export function useFilterResetNotice(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const [noticeFor, setNoticeFor] = useState<string | null>(null);
  const [shownUrl, setShownUrl] = useState(here);
  const arrivedByReset = isFilterResetState(location.state);
  if (shownUrl !== here) {
    // Any other URL (a filter change, a step back to an earlier entry) ends the notice.
    setShownUrl(here);
    if (!arrivedByReset) setNoticeFor(null);
  }
  if (arrivedByReset && noticeFor !== here) setNoticeFor(here);

  useEffect(() => {
    if (!arrivedByReset) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [arrivedByReset, navigate, location.pathname, location.search, location.hash]);

  return noticeFor === here;
}
