import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { apiErrorMessage, errorStatus } from '../../api/errors';
import { useRequestPasswordResetMutation } from '../../api/password';
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
import type { ForgotPasswordValues } from './passwordResetSchema';
import './password-reset.css';

const INITIAL_VALUES: ForgotPasswordValues = { email: '' };

/**
 * Page type 17, Magento's "Forgot Your Password?": the shopper's address gets a link when it belongs to an
 * account. The answer is the server's one message for every address, shown in place of the form.
 */
export function ForgotPasswordPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.forgotPassword);
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.forgotDocumentTitle, { brand }),
    intl.formatMessage(m.forgotDescription, { brand }),
    { robots: ROBOTS.noindexFollow },
  );
  const validate = useSchemaValidation<ForgotPasswordValues>(
    useCallback(
      () => import('./passwordResetSchema').then((rules) => rules.forgotPasswordSchema(intl)),
      [intl],
    ),
  );
  const formKey = useFormKey(storeCode);
  const [request] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <div className="password-reset-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.forgotTitle} />
        </h1>
      </header>
      <section className="form-panel form-panel--narrow" aria-live="polite">
        {sent ? (
          <>
            <p className="form-message form-message--success" role="status">
              {sent}
            </p>
            <p className="password-reset-page__intro">
              <FormattedMessage {...m.linkValidity} />
            </p>
            <Link className="button button--secondary" to={storePaths.signIn(storeCode)}>
              <FormattedMessage {...m.backToSignIn} />
            </Link>
          </>
        ) : (
          <Formik<ForgotPasswordValues>
            initialValues={INITIAL_VALUES}
            validate={validate}
            validateOnChange={false}
            onSubmit={async (values, { setStatus }) => {
              setStatus(null);
              const result = await request({
                storeCode,
                passwordResetRequest: { email: values.email.trim(), form_key: await formKey() },
              });
              if ('data' in result && result.data) return setSent(result.data.message);
              // A refusal (too many requests, a stale form key) explains itself; anything else is our failure.
              const status = errorStatus(result.error);
              setStatus(
                (status !== null && status < 500 && apiErrorMessage(result.error)) ||
                  intl.formatMessage(m.unavailable),
              );
            }}
          >
            {({ isSubmitting, status }) => (
              <Form className="password-reset-form" noValidate>
                <p className="password-reset-page__intro">
                  <FormattedMessage {...m.forgotIntro} />
                </p>
                <div role="alert">
                  {typeof status === 'string' && status ? (
                    <p className="form-message form-message--error">{status}</p>
                  ) : null}
                </div>
                <FormField
                  name="email"
                  label={intl.formatMessage(m.email)}
                  type="email"
                  autoComplete="email"
                  required
                />
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  <FormattedMessage {...m.resetMyPassword} />
                </button>
                <p className="password-reset-form__back">
                  <Link to={storePaths.signIn(storeCode)}>
                    <FormattedMessage {...m.goBack} />
                  </Link>
                </p>
              </Form>
            )}
          </Formik>
        )}
      </section>
    </div>
  );
}
