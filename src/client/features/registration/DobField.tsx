import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { FormikFieldFrame } from '../../components/FormField/FormField';
import type { DobRange } from '../../../common/customer/dob-range';
import { registrationMessages as m } from './messages';

/**
 * The date-of-birth picker (spec 5): the browser's own calendar, bounded by the configured range and maximum,
 * so that it works with touch, keyboard and screen readers alike. Optional, as in Magento's default.
 */
export function DobField({ range }: { range: DobRange }) {
  const intl = useIntl();
  const [field] = useField<string>('dob');
  return (
    <FormikFieldFrame
      name="dob"
      idPrefix="registration"
      label={intl.formatMessage(m.dob)}
      hint={intl.formatMessage(m.optional)}
    >
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
