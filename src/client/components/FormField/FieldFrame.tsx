import type { ReactNode } from 'react';
import { useKeptHeight } from './useKeptHeight';
import './FormField.css';

/** After a required field's label: a sign, not a word. */
export const REQUIRED_MARK = ' *';

/** What the frame hands its control so that the label, the hint and the error are tied to it. */
export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** The message to show and announce, or null while the field is fine. */
  error: string | null;
  /** A line under the control that describes it (the format expected). */
  hint?: ReactNode;
  /** Extra ids the control is described by (a warning the caller renders in `after`). */
  describedBy?: readonly string[];
  /** Under the control and its hint, before the error (a warning, a button, a calendar). */
  after?: ReactNode;
  /**
   * The error line keeps its room (the tallest error it showed) while empty: set once an error has been shown,
   * so that the error clearing (on the blur a click on the form's button causes) does not move that button
   * between the press and the release, which would lose the click.
   */
  keepErrorRoom?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** The id of a field's control: `{prefix}-{name}`, a nested name's dots as dashes (`street.0`). */
export const fieldId = (prefix: string, name: string): string => `${prefix}-${name.replace(/\./g, '-')}`;

/**
 * The frame of every form field: a label, the control (the caller's), a hint, and an error announced politely
 * and tied to the control with aria-describedby and aria-invalid. Not bound to formik, so that a field whose
 * value lives in the store (the boutique choice) looks and reads the same; `FormField` binds it to formik.
 */
export function FieldFrame({
  id,
  label,
  required = false,
  error,
  hint,
  describedBy = [],
  after,
  keepErrorRoom = false,
  children,
}: FieldFrameProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = error !== null && error !== '';
  const described = [...(hint ? [hintId] : []), ...describedBy, ...(showError ? [errorId] : [])];
  const errorLine = useKeptHeight<HTMLParagraphElement>(keepErrorRoom, showError ? error : '');
  return (
    <div className="form-field" data-invalid={showError}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">{REQUIRED_MARK}</span> : null}
      </label>
      {children({
        id,
        required,
        'aria-invalid': showError,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
      })}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {after}
      <p
        ref={errorLine}
        id={errorId}
        className={keepErrorRoom ? 'form-field__error form-field__error--kept' : 'form-field__error'}
        aria-live="polite"
      >
        {showError ? error : ''}
      </p>
    </div>
  );
}
