import { Form, Formik } from 'formik';
import { useUnsubscribeNewsletterMutation } from '../../api/newsletter';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { NEWSLETTER_TEXTS, unsubscribeSchema } from './newsletterSchema';
import { NewsletterOutcomeMessage } from './NewsletterOutcomeMessage';
import { useNewsletterForm } from './useNewsletterForm';
import './newsletter.css';

/** Spec 2.14: the unsubscribe page's form; a failed call says 'An error occurred' (spec 8). */
export function UnsubscribePage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    `Unsubscribe | ${config.brand.name}`,
    `Stop receiving the ${config.brand.name} newsletter.`,
  );
  const formKey = useFormKey(storeCode);
  const [unsubscribe] = useUnsubscribeNewsletterMutation();
  const { outcome, run } = useNewsletterForm('unsubscribe', NEWSLETTER_TEXTS.failed);

  return (
    <div className="newsletter-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Newsletter</p>
        <h1>Unsubscribe</h1>
        <p className="page-heading__lead">Enter your address and we will stop writing to it.</p>
      </header>
      <section className="form-panel" aria-label="Unsubscribe from the newsletter">
        <Formik
          initialValues={{ email: '' }}
          validationSchema={unsubscribeSchema}
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
                label="Email"
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
                Unsubscribe
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
