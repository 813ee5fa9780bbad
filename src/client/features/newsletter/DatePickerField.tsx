import { useField } from 'formik';
import { FormikFieldFrame } from '../../components/FormField/FormField';

interface DatePickerFieldProps {
  name: string;
  idPrefix: string;
  label: string;
  /** The picker's locale (spec 3 `locale_code`); the browser's own calendar is shown in it where it can. */
  locale: string;
  min: string;
  max: string;
  hint: string;
}

/**
 * The optional section's date picker: the browser's own calendar (keyboard and screen-reader ready on every
 * platform), limited to the configured range; its value is an ISO date whatever the locale shows.
 */
export function DatePickerField({ name, idPrefix, label, locale, min, max, hint }: DatePickerFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormikFieldFrame name={name} idPrefix={idPrefix} label={label} hint={hint}>
      {(control) => (
        <input
          {...field}
          {...control}
          type="date"
          lang={locale}
          min={min}
          max={max}
          className="form-field__input"
          autoComplete="bday"
        />
      )}
    </FormikFieldFrame>
  );
}
