import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './useModal';
import './Dialog.css';

export type DialogVariant = 'centered' | 'panel' | 'confirm' | 'fullscreen';

export interface DialogSurfaceProps {
  /** The dialog's accessible name: ids of its visible title (and subtitle), or a label when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** centered (default), panel (slides in from the side), confirm (small, centered) or fullscreen. */
  variant?: DialogVariant;
  className?: string;
  /** When it changes (the next step), focus moves to the new content as on opening. */
  focusKey?: string | number;
  /** The dialog's own keys, after Escape and Tab were handled (those arrive defaultPrevented). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The one modal mechanism of the app: a portal over the page, focus trapped inside and returned to the
 * opener, Escape and a click on the backdrop close it, the page behind does not scroll. A plain element with
 * role="dialog" and aria-modal rather than `<dialog>.showModal()`, because jsdom does not implement the top
 * layer: this behaves the same in the tests and in the browsers.
 */
export function DialogSurface({
  labelledBy,
  label,
  describedBy,
  onClose,
  children,
  variant = 'centered',
  className,
  focusKey,
  onKeyDown,
}: DialogSurfaceProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const onModalKey = useModal(dialog, onClose, { focusKey });
  const surface = (
    <div
      ref={dialog}
      className={['dialog', `dialog--${variant}`, className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={(event) => {
        onModalKey(event);
        onKeyDown?.(event);
      }}
    >
      {children}
    </div>
  );
  // A fullscreen dialog covers the page: there is no backdrop to click.
  if (variant === 'fullscreen') return createPortal(surface, document.body);
  return createPortal(
    <div
      className={`dialog__backdrop dialog__backdrop--${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {surface}
    </div>,
    document.body,
  );
}
