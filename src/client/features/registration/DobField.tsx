import { useField } from 'formik';
import { FormikFieldFrame } from '../../components/FormField/FormField';
import type { DobRange } from '../../../common/customer/dob-range';

/**
 * The date-of-birth picker (spec 5): the browser's own calendar, bounded by the configured range and maximum,
 * so that it works with touch, keyboard and screen readers alike. Optional, as in Magento's default.
 */
export function DobField({ range }: { range: DobRange }) {
  const [field] = useField<string>('dob');
  return (
    <FormikFieldFrame name="dob" idPrefix="registration" label="Date of Birth" hint="Optional">
      {(control) => (
        <input
          {...field}
          {...control}
          className="form-field__input"
          type="date"
          autoComplete="bday"
          min={range.min}
          max={range.max}
        />
      )}
    </FormikFieldFrame>
  );
}
