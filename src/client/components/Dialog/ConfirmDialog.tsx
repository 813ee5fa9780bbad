import { useId, type ReactNode } from 'react';
import { dialogMessages } from './messages';
import { useOptionalIntl } from '../useOptionalIntl';
import { DialogSurface } from './DialogSurface';

interface ConfirmDialogProps {
  title: string;
  /** The question's details; it describes the dialog, so screen readers read it with the title. */
  children: ReactNode;
  /** Anything after the text (a list of links), not part of the description. */
  extra?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop all answer no. */
  onCancel: () => void;
  /** 'OK' and 'Cancel' in the store's language by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * What has the focus on opening: cancel (the default, the safe answer to 'Delete address?'), confirm, or the
   * body when it is long and must be read first (terms to accept).
   */
  initialFocus?: 'cancel' | 'confirm' | 'body';
  className?: string;
}

/** A question with two answers: 'Add this strap to your cart?', 'Delete this address?', terms to accept. */
export function ConfirmDialog({
  title,
  children,
  extra,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  initialFocus = 'cancel',
  className,
}: ConfirmDialogProps) {
  const intl = useOptionalIntl();
  const id = useId();
  const focusOn = (target: typeof initialFocus) =>
    initialFocus === target ? { 'data-autofocus': '' } : undefined;
  return (
    <DialogSurface
      variant="confirm"
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      onClose={onCancel}
      className={className}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div
        id={`${id}-body`}
        className="dialog__text"
        tabIndex={initialFocus === 'body' ? -1 : undefined}
        {...focusOn('body')}
      >
        {children}
      </div>
      {extra}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} {...focusOn('cancel')}>
          {cancelLabel ?? intl.formatMessage(dialogMessages.cancel)}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} {...focusOn('confirm')}>
          {confirmLabel ?? intl.formatMessage(dialogMessages.ok)}
        </button>
      </div>
    </DialogSurface>
  );
}
