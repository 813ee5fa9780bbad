import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top: client-side navigation keeps the previous scroll position otherwise. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const current = `${pathname}${search}`;
    if (shown.current === current) return;
    shown.current = current;
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
