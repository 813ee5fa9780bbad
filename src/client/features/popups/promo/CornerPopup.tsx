import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { popupsMessages as m } from '../messages';
import { useFooterInView } from './useFooterInView';
import './CornerPopup.css';

// The close button's drawn cross, hidden from screen readers (its name is the label).
const CROSS = '×';

interface Props {
  title: string;
  position: 'bottom_wide' | 'bottom_left' | 'bottom_right';
  onClose: () => void;
  children: ReactNode;
}

/**
 * A non-modal dialog at the bottom of the window: focus moves to it when it appears and goes back where it
 * was when it leaves, Escape closes it, and the page stays usable behind it. A bottom_wide one hides while
 * the footer is in view (spec 4), so that it never covers the footer's links.
 */
export function CornerPopup({ title, position, onClose, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  const intl = useIntl();
  const titleId = useId();
  const footerInView = useFooterInView(position === 'bottom_wide');
  // The latest onClose, for the one keydown listener of this showing.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  // Hidden at the footer, focus inside would be lost: give it back to the page.
  useEffect(() => {
    if (footerInView && ref.current?.contains(document.activeElement)) ref.current.blur();
  }, [footerInView]);

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={footerInView}
      className={`promo-popup promo-popup--corner promo-popup--${position.replace('_', '-')}`}
    >
      <h2 id={titleId} className="promo-popup__title">
        {title}
      </h2>
      <button
        type="button"
        className="promo-popup__close"
        aria-label={intl.formatMessage(m.close)}
        onClick={onClose}
      >
        <span aria-hidden="true">{CROSS}</span>
      </button>
      {children}
    </section>
  );
}
