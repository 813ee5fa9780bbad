import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormField } from '../../components/FormField/FormField';
import { registrationRequested } from '../../events/registration';
import { useStorePaths } from '../../lib/store-config';
import { makeWatchLoginSchema, type WatchLoginValues } from './loginSchema';
import { watchRegistrationMessages as m } from './messages';
import { useWatchLogin } from './useWatchLogin';
import { accountCreationChosen, backRequested, selectWatchRegistration } from './watchRegistrationSlice';

const INITIAL_VALUES: WatchLoginValues = { email: '', password: '' };

/**
 * login_form (spec 4.4, 4.5): a guest signs in, and the watch joins their collection; or creates an account in
 * the create-account modal, and the watch joins the new account once it exists.
 */
export function WatchLoginForm() {
  const intl = useIntl();
  const schema = useMemo(() => makeWatchLoginSchema(intl), [intl]);
  const dispatch = useAppDispatch();
  const paths = useStorePaths();
  const { loading } = useAppSelector(selectWatchRegistration);
  const { signIn, verifying } = useWatchLogin();

  const createAccount = () => {
    dispatch(accountCreationChosen());
    dispatch(registrationRequested());
  };

  return (
    <div className="watch-step">
      <p className="watch-step__lead">
        <FormattedMessage {...m.loginLead} />
      </p>
      <Formik<WatchLoginValues>
        initialValues={INITIAL_VALUES}
        validationSchema={schema}
        validateOnChange={false}
        onSubmit={(values) => signIn(values)}
      >
        <Form className="watch-login" noValidate aria-label={intl.formatMessage(m.signInForm)}>
          <p className="watch-login__status" role="status">
            {verifying ? <FormattedMessage {...m.loginVerifying} /> : ''}
          </p>
          <FormField
            idPrefix="watch-login"
            name="email"
            label={intl.formatMessage(m.email)}
            type="email"
            autoComplete="username"
            required
          />
          <FormField
            idPrefix="watch-login"
            name="password"
            label={intl.formatMessage(m.password)}
            type="password"
            autoComplete="current-password"
            required
          />
          <p className="watch-login__forgot">
            <Link to={paths.forgotPassword()}>
              <FormattedMessage {...m.forgotPassword} />
            </Link>
          </p>
          <div className="watch-step__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={loading}
              onClick={() => dispatch(backRequested())}
            >
              <FormattedMessage {...m.back} />
            </button>
            <button type="submit" className="button button--primary" disabled={loading}>
              <FormattedMessage {...(loading ? m.signingIn : m.signInAndAdd)} />
            </button>
          </div>
        </Form>
      </Formik>
      <div className="watch-login__new">
        <p>
          <FormattedMessage {...m.newCustomer} />
        </p>
        <button type="button" className="button button--secondary" disabled={loading} onClick={createAccount}>
          <FormattedMessage {...m.createAccount} />
        </button>
      </div>
    </div>
  );
}
