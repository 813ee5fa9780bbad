import { useField } from 'formik';

interface FormFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
}

/** A labelled input whose error is announced and tied to it (aria-describedby, aria-invalid). */
export function FormField({ name, label, type, autoComplete }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="form-field" data-invalid={showError}>
      <label className="form-field__label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        {...field}
        id={id}
        className="form-field__input"
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      <p id={errorId} className="form-field__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}
