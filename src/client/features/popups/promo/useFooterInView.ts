import { useEffect, useState } from 'react';

/** The site footer's selector: the one element a bottom_wide popup must not cover. */
const FOOTER_SELECTOR = '.site-footer';

/** Whether the page is scrolled to the footer (any of it in view); false where it is not watched. */
export function useFooterInView(watch: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector(FOOTER_SELECTOR);
    if (!watch || !footer || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      setInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, [watch]);
  return inView;
}
