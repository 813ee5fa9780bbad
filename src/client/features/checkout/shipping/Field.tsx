import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FieldFrameProps {
  name: string;
  label: string;
  required?: boolean;
  /** Extra ids the control is described by (hints, warnings). */
  describedBy?: string[];
  children: (control: ControlProps) => ReactNode;
  /** Shown under the control, before the error (a hint, a warning, a button). */
  after?: ReactNode;
}

export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export const fieldId = (name: string): string => `checkout-${name.replace(/\./g, '-')}`;

/**
 * A labelled control whose error is announced and tied to it (aria-describedby, aria-invalid). The control
 * itself is the caller's (input, select), so that one frame serves every field of the address form.
 */
export function FieldFrame({
  name,
  label,
  required = false,
  describedBy = [],
  children,
  after,
}: FieldFrameProps) {
  const [, meta] = useField<string>(name);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  const described = [...describedBy, ...(showError ? [errorId] : [])];
  return (
    <div className="checkout-field" data-invalid={showError}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        name,
        required,
        'aria-invalid': showError,
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {after}
      <p id={errorId} className="checkout-field__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
}

export function TextField({ name, label, required, type = 'text', autoComplete, readOnly }: TextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} required={required}>
      {(control) => (
        <input
          {...field}
          {...control}
          className="checkout-field__input"
          type={type}
          autoComplete={autoComplete}
          readOnly={readOnly}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
  onValueChange?: (value: string) => void;
}

export function SelectField({
  name,
  label,
  required,
  placeholder,
  options,
  autoComplete,
  onValueChange,
}: SelectFieldProps) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldFrame name={name} label={label} required={required}>
      {(control) => (
        <select
          {...field}
          {...control}
          className="checkout-field__input"
          autoComplete={autoComplete}
          onChange={(event) => {
            // A choice is complete when made: check it at once (text fields wait for the blur).
            void helpers.setValue(event.target.value, true);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
