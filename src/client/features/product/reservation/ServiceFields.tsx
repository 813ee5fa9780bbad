import { useField } from 'formik';
import type { ReactNode } from 'react';

/*
 * Form fields of the product page's service modals (reservation, video appointment): each labelled, its error
 * announced and tied to it (aria-describedby, aria-invalid), shown once the field was touched or submitted.
 */
export const serviceFieldId = (form: string, name: string): string => `${form}-${name}`;

interface FrameProps {
  form: string;
  name: string;
  label: string;
  required?: boolean;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

function FieldFrame({ form, name, label, required = false, children }: FrameProps) {
  const [, meta] = useField<unknown>(name);
  const id = serviceFieldId(form, name);
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="service-field" data-invalid={showError}>
      <label className="service-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': showError, 'aria-describedby': showError ? errorId : undefined })}
      <p id={errorId} className="service-field__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}

interface TextFieldProps {
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
}

export function ServiceTextField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  multiline,
}: TextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame form={form} name={name} label={label} required={required}>
      {(control) =>
        multiline ? (
          <textarea {...field} {...control} className="service-field__input" rows={3} />
        ) : (
          <input
            {...field}
            {...control}
            className="service-field__input"
            type={type}
            autoComplete={autoComplete}
            required={required}
          />
        )
      }
    </FieldFrame>
  );
}

interface SelectFieldProps {
  form: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
}

export function ServiceSelectField({ form, name, label, options, placeholder, required }: SelectFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FieldFrame form={form} name={name} label={label} required={required}>
      {(control) => (
        <select {...field} {...control} className="service-field__input" required={required}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxProps {
  form: string;
  name: string;
  children: ReactNode;
  required?: boolean;
}

/** A checkbox whose label is its text; the terms box is required (spec 5: 'This is a required field.'). */
export function ServiceCheckbox({ form, name, children, required }: CheckboxProps) {
  // A boolean field: formik ticks the box from `checked`; the input keeps its default value.
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = serviceFieldId(form, name);
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="service-check" data-invalid={showError}>
      <input
        {...field}
        id={id}
        type="checkbox"
        className="service-check__box"
        required={required}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      />
      <label htmlFor={id} className="service-check__label">
        {children}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={errorId} className="service-field__error service-check__error" aria-live="polite">
        {showError ? meta.error : ''}
      </p>
    </div>
  );
}
