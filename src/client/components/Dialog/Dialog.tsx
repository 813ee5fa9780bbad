import { useId } from 'react';
import type { IntlShape } from 'react-intl';
import { dialogMessages } from './messages';
import { useOptionalIntl } from '../useOptionalIntl';
import { CLOSE_MARK } from './focusables';
import { DialogSurface, type DialogSurfaceProps } from './DialogSurface';

interface DialogProps extends Pick<DialogSurfaceProps, 'onClose' | 'className' | 'focusKey' | 'children'> {
  title: string;
  /** Under the title, e.g. the step ('Step 2 of 3'); announced with the title. */
  subtitle?: string;
  /** centered (default) or panel, which slides in from the side (drawers, menus). */
  variant?: 'centered' | 'panel';
  /** The close button's name; 'Close dialog' in the store's language by default. */
  closeLabel?: string;
}

const CLOSE_SIGN = '×';

/**
 * A titled dialog with a close button: the service forms (reservation, video appointment) and any other
 * modal with content of its own. Behaviour (focus, Escape, scroll lock) is DialogSurface's.
 */
export function Dialog({
  title,
  subtitle,
  onClose,
  children,
  className,
  focusKey,
  variant = 'centered',
  closeLabel,
}: DialogProps) {
  const intl = useOptionalIntl();
  const titleId = useId();
  const subtitleId = useId();
  const closeMark = { [CLOSE_MARK]: '' };
  return (
    <DialogSurface
      labelledBy={subtitle ? `${titleId} ${subtitleId}` : titleId}
      onClose={onClose}
      variant={variant}
      className={className}
      focusKey={focusKey}
    >
      <header className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {subtitle ? (
          <p id={subtitleId} className="dialog__subtitle">
            {subtitle}
          </p>
        ) : null}
        <button
          type="button"
          className="dialog__close"
          aria-label={closeLabel ?? intl.formatMessage(dialogMessages.closeDialog)}
          onClick={onClose}
          {...closeMark}
        >
          <span aria-hidden="true">{CLOSE_SIGN}</span>
        </button>
      </header>
      <div className="dialog__body">{children}</div>
    </DialogSurface>
  );
}

/**
 * A stepper's subtitle (spec 2.4: 'Step {n} of 3'), in the store's language when given its `intl` (English
 * without it, for callers not converted yet).
 */
export const stepSubtitle = (step: number, total: number, intl: IntlShape): string =>
  intl.formatMessage(dialogMessages.stepSubtitle, { step, total });
