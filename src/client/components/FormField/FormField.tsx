import { useField, useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { FieldFrame, fieldId, type ControlProps, type FieldFrameProps } from './FieldFrame';

type FrameOptions = Pick<FieldFrameProps, 'label' | 'required' | 'hint' | 'describedBy' | 'after'>;

interface FormikFrameProps extends FrameOptions {
  name: string;
  /** The form's prefix of the control's id (`checkout` gives `checkout-postcode`); `field` by default. */
  idPrefix?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The frame bound to a formik field: its error shows once the field was touched (or the form submitted). Once
 * an error has shown as the answer of a validation, its line keeps its room until the form is reset
 * (`keepErrorRoom`). Not an error left from an earlier validation that shows for the moment between the blur
 * that touches the field and the validation of its new value: keeping room for that flash would move what is
 * under the field, the form's button among it, as the shopper presses it.
 */
export function FormikFieldFrame({ name, idPrefix = 'field', children, ...frame }: FormikFrameProps) {
  const [, meta] = useField<unknown>(name);
  const { isValidating } = useFormikContext();
  const error = meta.touched && meta.error ? meta.error : null;
  const [errorShown, setErrorShown] = useState(false);
  // Derived during render (React's pattern for state that follows props): no extra paint without the room.
  if (error && !isValidating && !errorShown) setErrorShown(true);
  if (!meta.touched && errorShown) setErrorShown(false);
  return (
    <FieldFrame {...frame} id={fieldId(idPrefix, name)} error={error} keepErrorRoom={errorShown}>
      {children}
    </FieldFrame>
  );
}

interface InputOptions {
  as?: 'input';
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
}

interface SelectOptions {
  as: 'select';
  options: readonly { value: string; label: string }[];
  /** The empty first choice ('Please select'); none when omitted. */
  placeholder?: string;
  autoComplete?: string;
  /** After formik took the choice (the country changes what the address asks). */
  onValueChange?: (value: string) => void;
}

interface TextareaOptions {
  as: 'textarea';
  rows?: number;
}

export type FormFieldProps = Omit<FormikFrameProps, 'children'> &
  (InputOptions | SelectOptions | TextareaOptions);

/** A labelled formik input, select or textarea, with its hint and its announced error. */
export function FormField(props: FormFieldProps) {
  const { name, idPrefix, label, required, hint, describedBy, after } = props;
  const [field, , helpers] = useField<string>(name);
  return (
    <FormikFieldFrame {...{ name, idPrefix, label, required, hint, describedBy, after }}>
      {(control) => {
        if (props.as === 'select') {
          return (
            <select
              {...field}
              {...control}
              className="form-field__input"
              autoComplete={props.autoComplete}
              onChange={(event) => {
                // A choice is complete when made: check it at once (text fields wait for the blur).
                void helpers.setValue(event.target.value, true);
                props.onValueChange?.(event.target.value);
              }}
            >
              {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
              {props.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        if (props.as === 'textarea') {
          return <textarea {...field} {...control} className="form-field__input" rows={props.rows ?? 3} />;
        }
        return (
          <input
            {...field}
            {...control}
            className="form-field__input"
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            readOnly={props.readOnly}
          />
        );
      }}
    </FormikFieldFrame>
  );
}
