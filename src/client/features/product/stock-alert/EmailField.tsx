import { useField } from 'formik';
import { useId } from 'react';

/** A labelled e-mail input whose error is announced and tied to it (aria-describedby, aria-invalid). */
export function EmailField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="stock-alert__field" data-invalid={showError}>
      <label className="stock-alert__label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        {...field}
        id={id}
        className="stock-alert__input"
        type="email"
        autoComplete="email"
        required
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      <p id={errorId} className="stock-alert__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}
