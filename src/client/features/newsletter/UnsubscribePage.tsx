import { Form, Formik } from 'formik';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUnsubscribeNewsletterMutation } from '../../api/newsletter';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { newsletterMessages as m } from './messages';
import type { UnsubscribeValues } from './newsletterValues';
import { NewsletterOutcomeMessage } from './NewsletterOutcomeMessage';
import { useNewsletterForm } from './useNewsletterForm';
import './newsletter.css';

/** Spec 2.14: the unsubscribe page's form; a failed call says 'An error occurred' (spec 8). */
export function UnsubscribePage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.unnamed);
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.unsubscribeDocumentTitle, { brand }),
    intl.formatMessage(m.unsubscribeDescription, { brand }),
    { robots: ROBOTS.noindexFollow },
  );
  const validate = useSchemaValidation<UnsubscribeValues>(
    useCallback(() => import('./newsletterSchema').then((rules) => rules.unsubscribeSchema(intl)), [intl]),
  );
  const formKey = useFormKey(storeCode);
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  const { outcome, run } = useNewsletterForm('unsubscribe', intl.formatMessage(m.failed));

  return (
    <div className="newsletter-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.unsubscribe} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.unsubscribeLead} />
        </p>
      </header>
      <section className="form-panel" aria-label={intl.formatMessage(m.unsubscribeFormLabel)}>
        <Formik
          initialValues={{ email: '' }}
          validate={validate}
          validateOnChange={false}
          onSubmit={async (values) => {
            await run(async () =>
              unsubscribe({
                storeCode,
                newsletterUnsubscribeRequest: { email: values.email.trim(), form_key: await formKey() },
              }).unwrap(),
            );
          }}
        >
          {({ isSubmitting }) => (
            <Form className="newsletter-form" noValidate>
              <FormField
                idPrefix="newsletter-unsubscribe"
                name="email"
                label={intl.formatMessage(m.email)}
                type="email"
                autoComplete="email"
                required
              />
              <NewsletterOutcomeMessage outcome={outcome} />
              <button
                type="submit"
                className="button button--primary newsletter-form__submit"
                disabled={isSubmitting}
              >
                <FormattedMessage {...m.unsubscribe} />
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
