import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { FormikFieldFrame } from '../../components/FormField/FormField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RegisterRequest } from '../../api/contract-facts';
import { registrationMessages as m } from './messages';
import { emailEdited, selectRegistrationEmailMessage } from './registrationSlice';

const ID_PREFIX = 'registration';

/** The e-mail of step 1, with the availability answer's message under it until the shopper edits it (spec 8). */
export function EmailField() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [field] = useField<string>('email');
  const message = useAppSelector(selectRegistrationEmailMessage);
  const messageId = `${ID_PREFIX}-email-availability`;
  return (
    <FormikFieldFrame
      name="email"
      idPrefix={ID_PREFIX}
      label={intl.formatMessage(m.email)}
      required
      describedBy={message ? [messageId] : []}
      after={
        <p id={messageId} className="registration__availability" role="status">
          {message ?? ''}
        </p>
      }
    >
      {(control) => (
        <input
          {...field}
          {...control}
          className="form-field__input"
          type="email"
          autoComplete="email"
          maxLength={RegisterRequest.email.maxLength}
          onChange={(event) => {
            field.onChange(event);
            if (message) dispatch(emailEdited());
          }}
        />
      )}
    </FormikFieldFrame>
  );
}
