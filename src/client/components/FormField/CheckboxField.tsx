import { useField } from 'formik';
import type { ReactNode } from 'react';
import { fieldId, REQUIRED_MARK } from './FieldFrame';
import './FormField.css';

interface CheckboxFieldProps {
  name: string;
  /** The form's prefix of the box's id; `field` by default. */
  idPrefix?: string;
  /** The label, beside the box. */
  children: ReactNode;
  required?: boolean;
  /** What the box posts when ticked in a plain form submit (the browser's `on` without it). */
  submitValue?: string;
}

/** A formik checkbox whose label is its text, its error announced and tied to it like any field's. */
export function CheckboxField({
  name,
  idPrefix = 'field',
  children,
  required,
  submitValue,
}: CheckboxFieldProps) {
  // A boolean field: formik ticks the box from `checked`; the input keeps its default value.
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = fieldId(idPrefix, name);
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="form-check" data-invalid={showError}>
      <input
        {...field}
        id={id}
        type="checkbox"
        value={submitValue}
        className="form-check__box"
        required={required}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      <label htmlFor={id} className="form-check__label">
        {children}
        {required ? <span aria-hidden="true">{REQUIRED_MARK}</span> : null}
      </label>
      <p id={errorId} className="form-field__error form-check__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}
