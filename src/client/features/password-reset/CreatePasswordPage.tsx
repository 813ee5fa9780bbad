import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, errorStatus, readApiError } from '../../api/errors';
import { useCheckPasswordResetTokenQuery, useResetPasswordMutation } from '../../api/password';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { storePaths } from '../../../common/store-paths';
import { passwordResetMessages as m } from './messages';
import type { NewPasswordValues } from './passwordResetSchema';
import './password-reset.css';

const INITIAL_VALUES: NewPasswordValues = { password: '', confirmation: '' };

/** The server names the fields as the API does; the form's own names differ for the confirmation. */
const SERVER_FIELDS: Partial<Record<string, keyof NewPasswordValues>> = {
  'body.password': 'password',
  'body.password_confirmation': 'confirmation',
};

/** What the page shows: the form, or how it ended (the link could not be used, or the password changed). */
type Outcome = { kind: 'expired'; message: string } | { kind: 'updated'; message: string } | null;

/**
 * Page type 17, Magento's "Set a New Password", opened from the mailed link (`?token=…`). The link is checked
 * first, so a used or expired one says so at once, with the way to ask for another; after the change every
 * session of the customer has ended and the shopper signs in with the new password.
 */
export function CreatePasswordPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.forgotPassword);
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.createDocumentTitle, { brand }),
    intl.formatMessage(m.createDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const minLength = config.customer.password_min_length;
  const validate = useSchemaValidation<NewPasswordValues>(
    useCallback(
      () => import('./passwordResetSchema').then((rules) => rules.newPasswordSchema(intl, minLength)),
      [intl, minLength],
    ),
  );
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useCheckPasswordResetTokenQuery(
    { storeCode, token },
    { skip: !token, refetchOnMountOrArgChange: true },
  );
  const [reset] = useResetPasswordMutation();
  const formKey = useFormKey(storeCode);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // A malformed token is a 400 from the check: for the shopper it is the same dead link.
  const unusable = !token || (check.data && !check.data.valid) || errorStatus(check.error) === 400;
  const shown: Outcome =
    outcome ??
    (unusable ? { kind: 'expired', message: check.data?.message ?? intl.formatMessage(m.expired) } : null);

  return (
    <div className="password-reset-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.setNewPassword} />
        </h1>
      </header>
      <section className="form-panel form-panel--narrow" aria-live="polite">
        {shown?.kind === 'updated' ? (
          <>
            <p className="form-message form-message--success" role="status">
              {shown.message}
            </p>
            <p className="password-reset-page__intro">
              <FormattedMessage {...m.signedOutEverywhere} />
            </p>
            <Link className="button button--primary" to={storePaths.signIn(storeCode)}>
              <FormattedMessage {...m.signIn} />
            </Link>
          </>
        ) : shown?.kind === 'expired' ? (
          <>
            <p className="form-message form-message--notice" role="alert">
              {shown.message}
            </p>
            <p className="password-reset-page__intro">
              <FormattedMessage {...m.linkOnce} />
            </p>
            <Link className="button button--primary" to={storePaths.forgotPassword(storeCode)}>
              <FormattedMessage {...m.requestNewLink} />
            </Link>
          </>
        ) : check.isLoading || check.isFetching ? (
          <p className="password-reset-page__intro" role="status">
            <FormattedMessage {...m.checkingLink} />
          </p>
        ) : check.isError ? (
          <p className="form-message form-message--error" role="alert">
            {(errorStatus(check.error) === 429 && apiErrorMessage(check.error)) ||
              intl.formatMessage(m.unavailable)}
          </p>
        ) : (
          <Formik<NewPasswordValues>
            initialValues={INITIAL_VALUES}
            validate={validate}
            validateOnChange={false}
            onSubmit={async (values, { setStatus, setFieldError }) => {
              setStatus(null);
              const result = await reset({
                storeCode,
                newPasswordRequest: {
                  token,
                  password: values.password,
                  password_confirmation: values.confirmation,
                  form_key: await formKey(),
                },
              });
              if ('data' in result && result.data) {
                return setOutcome({
                  kind: result.data.errors ? 'expired' : 'updated',
                  message: result.data.message,
                });
              }
              const failure = readApiError(result.error);
              const field = failure.field ? SERVER_FIELDS[failure.field] : undefined;
              if (field && failure.message) return setFieldError(field, failure.message);
              const status = errorStatus(result.error);
              setStatus(
                (status !== null && status < 500 && failure.message) || intl.formatMessage(m.unavailable),
              );
            }}
          >
            {({ isSubmitting, status }) => (
              <Form className="password-reset-form" noValidate>
                <p className="password-reset-page__intro">
                  <FormattedMessage {...m.choosePassword} values={{ min: minLength }} />
                </p>
                <div role="alert">
                  {typeof status === 'string' && status ? (
                    <p className="form-message form-message--error">{status}</p>
                  ) : null}
                </div>
                <FormField
                  name="password"
                  label={intl.formatMessage(m.newPassword)}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <FormField
                  name="confirmation"
                  label={intl.formatMessage(m.confirmNewPassword)}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  <FormattedMessage {...m.setNewPassword} />
                </button>
              </Form>
            )}
          </Formik>
        )}
      </section>
    </div>
  );
}
