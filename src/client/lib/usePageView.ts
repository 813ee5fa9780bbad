import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { pageViewed } from '../events/pageView';
import type { PageType } from './page-types';

/**
 * Reports one page view per navigation. Keyed by the history entry so that re-renders (and React's
 * development double effects) do not count the same visit twice.
 */
export function usePageView(pageType: PageType): void {
  const dispatch = useAppDispatch();
  const { key, pathname, search } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const visit = `${key}|${pathname}${search}|${pageType}`;
    if (reported.current === visit) return;
    reported.current = visit;
    dispatch(pageViewed({ pageType, path: `${pathname}${search}` }));
  }, [dispatch, key, pathname, search, pageType]);
}
