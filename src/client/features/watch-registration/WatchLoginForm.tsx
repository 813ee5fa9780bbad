import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormField } from '../../components/FormField/FormField';
import { registrationRequested } from '../../events/registration';
import { useStorePaths } from '../../lib/store-config';
import { watchLoginSchema, type WatchLoginValues } from './loginSchema';
import { useWatchLogin } from './useWatchLogin';
import { accountCreationChosen, backRequested, selectWatchRegistration } from './watchRegistrationSlice';

const INITIAL_VALUES: WatchLoginValues = { email: '', password: '' };

/**
 * login_form (spec 4.4, 4.5): a guest signs in, and the watch joins their collection; or creates an account in
 * the create-account modal, and the watch joins the new account once it exists.
 */
export function WatchLoginForm() {
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
      <p className="watch-step__lead">Sign in to add this watch to your collection.</p>
      <Formik<WatchLoginValues>
        initialValues={INITIAL_VALUES}
        validationSchema={watchLoginSchema}
        validateOnChange={false}
        onSubmit={(values) => signIn(values)}
      >
        <Form className="watch-login" noValidate aria-label="Sign in">
          <p className="watch-login__status" role="status">
            {verifying ? 'Verifying… For your security, a quick check runs in your browser.' : ''}
          </p>
          <FormField
            idPrefix="watch-login"
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            required
          />
          <FormField
            idPrefix="watch-login"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <p className="watch-login__forgot">
            <Link to={paths.forgotPassword()}>Forgot Your Password?</Link>
          </p>
          <div className="watch-step__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={loading}
              onClick={() => dispatch(backRequested())}
            >
              Back
            </button>
            <button type="submit" className="button button--primary" disabled={loading}>
              {loading ? 'Signing in…' : 'Sign in and add my watch'}
            </button>
          </div>
        </Form>
      </Formik>
      <div className="watch-login__new">
        <p>New customer? Create your account; your watch joins it once the account is created.</p>
        <button type="button" className="button button--secondary" disabled={loading} onClick={createAccount}>
          Create an account
        </button>
      </div>
    </div>
  );
}
