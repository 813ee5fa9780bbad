import { useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkPostcode } from '../../../common/checkout/postcode';
import { JP_AUTOFILL_BUTTON_ATTRIBUTE } from '../../lib/jp-postcode/useJpPostcodeAutofill';
import { fieldId } from '../FormField/FieldFrame';
import { FormikFieldFrame } from '../FormField/FormField';
import { addressMessages as m } from './messages';
import type { AddressFormValues } from './addressValues';
import { postcodeWarningText } from './postcodeMessage';

interface PostcodeFieldProps {
  idPrefix: string;
  required: boolean;
  strict: boolean;
  /** Japanese autofill is on for the selected country: show its button. */
  autofill: boolean;
  /** The postal data is loading: the field waits. */
  loading: boolean;
}

const autofillButton = { [JP_AUTOFILL_BUTTON_ATTRIBUTE]: '' };

/**
 * Spec 5: a postcode that does not match the country's format is an error in strict mode (the schema's) and
 * otherwise a warning that does not block the form.
 */
export function PostcodeField({ idPrefix, required, strict, autofill, loading }: PostcodeFieldProps) {
  const intl = useIntl();
  const [field, meta] = useField<string>('postcode');
  const { values, submitCount } = useFormikContext<AddressFormValues>();
  const warningId = `${fieldId(idPrefix, 'postcode')}-warning`;
  const postcode = values.postcode.trim();
  const check = checkPostcode(values.country_id, postcode);
  const warn = !strict && postcode !== '' && !check.valid && (meta.touched || submitCount > 0);
  return (
    <FormikFieldFrame
      idPrefix={idPrefix}
      name="postcode"
      label={intl.formatMessage(m.postcode)}
      required={required}
      describedBy={warn ? [warningId] : []}
      after={
        <>
          {autofill ? (
            <button type="button" className="address-fields__link" disabled={loading} {...autofillButton}>
              <FormattedMessage {...m.postcodeAutofill} />
            </button>
          ) : null}
          <p id={warningId} className="form-field__warning" aria-live="polite">
            {warn ? postcodeWarningText(intl, check.examples, false) : ''}
          </p>
        </>
      }
    >
      {(control) => (
        <input
          {...field}
          {...control}
          className="form-field__input"
          type="text"
          autoComplete="postal-code"
          disabled={loading}
          aria-busy={loading}
        />
      )}
    </FormikFieldFrame>
  );
}
