import { Form, Formik } from 'formik';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField/FormField';
import { accountMenuMessages } from './accountMenuMessages';
import { sessionMessages as m } from './messages';
import type { SignInValues } from './signInSchema';
import { useSignIn } from './useSignIn';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { useStorePaths } from '../../lib/store-config';

const INITIAL_VALUES: SignInValues = { email: '', password: '' };
const REQUIRED_MARK = '*';

/**
 * The registered customer's form; the server's answer is announced in an alert region, the security check
 * that runs after failed attempts in a status region.
 */
export function SignInForm() {
  const intl = useIntl();
  const validate = useSchemaValidation<SignInValues>(
    useCallback(() => import('./signInSchema').then((rules) => rules.makeSignInSchema(intl)), [intl]),
  );
  const { signIn, verifying } = useSignIn();
  const paths = useStorePaths();
  return (
    <Formik<SignInValues>
      initialValues={INITIAL_VALUES}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        const message = await signIn(values);
        if (message) setStatus(message);
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="sign-in-form" noValidate aria-describedby="sign-in-required">
          <p className="sign-in-form__status" role="status">
            {verifying ? intl.formatMessage(m.verifying) : ''}
          </p>
          <div className="sign-in-form__alert" role="alert">
            {typeof status === 'string' && status ? (
              <p className="form-message form-message--error">{status}</p>
            ) : null}
          </div>
          <FormField
            name="email"
            label={intl.formatMessage(m.emailLabel)}
            type="email"
            autoComplete="username"
            required
          />
          <FormField
            name="password"
            label={intl.formatMessage(m.passwordLabel)}
            type="password"
            autoComplete="current-password"
            required
          />
          <p id="sign-in-required" className="sign-in-form__note">
            <span aria-hidden="true">{REQUIRED_MARK}</span> <FormattedMessage {...m.requiredFields} />
          </p>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            <FormattedMessage {...accountMenuMessages.signIn} />
          </button>
          <p className="sign-in-form__forgot">
            <Link to={paths.forgotPassword()}>
              <FormattedMessage {...m.forgotPassword} />
            </Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
