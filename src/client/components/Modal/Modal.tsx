import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';
import './Modal.css';

interface ModalProps {
  title: string;
  /** Under the title, e.g. the step ('Step 2 of 3'); announced with the title. */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the dialog, for a modal's own layout. */
  className?: string;
  /** When it changes (the next step), focus moves to the new content's first field, as on opening. */
  focusKey?: string | number;
}

/**
 * A dialog over the page: labelled by its title (and subtitle), focus kept inside while it is open and
 * returned to what opened it, Escape and the backdrop close it, the page behind does not scroll.
 */
export function Modal({ title, subtitle, onClose, children, className, focusKey }: ModalProps) {
  const titleId = useId();
  const subtitleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Read while rendering the first time, before the trap moves focus into the dialog.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const onKeyDown = useFocusTrap(dialog, onClose, focusKey);
  useScrollLock();

  // The opener gets focus back when the dialog goes, whichever way it was closed.
  useEffect(() => () => opener?.focus(), [opener]);

  return createPortal(
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={['modal', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={subtitle ? `${titleId} ${subtitleId}` : titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {subtitle ? (
            <p id={subtitleId} className="modal__subtitle">
              {subtitle}
            </p>
          ) : null}
          <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The stepper's subtitle (spec 2.4: 'Step {n} of 3'). */
export const stepSubtitle = (step: number, total: number): string => `Step ${step} of ${total}`;
