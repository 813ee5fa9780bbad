import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { notePageSeen } from './register';

/**
 * Tells the service worker each page the app routes to in the browser (`notePageSeen`). The page the browser
 * loaded is not told: the worker saw that navigation itself. The effect runs once the new page is committed
 * (navigations are transitions, so a lazy page's chunk has arrived by then). A hook, not a component: an extra
 * element beside the routes would shift React's `useId` values away from the server's markup.
 */
export function useNotePagesSeen(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notePageSeen();
  }, [pathname, search]);
}
