import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useGetNewsletterFormDataQuery,
  useSubscribeNewsletterMutation,
  type NewsletterSubscribeRequest,
} from '../../api/newsletter';
import { FormField } from '../../components/FormField/FormField';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { PAGE_TYPE } from '../../lib/page-types';
import { sameSitePath } from '../../lib/safe-redirect';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { NewsletterOutcomeMessage } from './NewsletterOutcomeMessage';
import { OptionalDetails } from './OptionalDetails';
import {
  INITIAL_SUBSCRIBE_VALUES,
  NEWSLETTER_TEXTS,
  subscribeSchema,
  type SubscribeValues,
} from './newsletterSchema';
import { readNewsletterSubscriber } from './subscriberCookie';
import { useNewsletterForm } from './useNewsletterForm';
import { useTimeout } from './useTimeout';
import './newsletter.css';

/** Spec 9 "Timings": after a successful subscription the page goes to `redirect_to` this much later. */
export const NEWSLETTER_REDIRECT_DELAY_MS = 700;

type OptionalFields = Omit<NewsletterSubscribeRequest, 'email' | 'form_key'>;

/** The optional section's fields that were given: the empty ones are not sent. */
function optionalFields(values: SubscribeValues): OptionalFields {
  const given = (value: string) => value.trim() || undefined;
  return {
    firstname: given(values.firstname),
    lastname: given(values.lastname),
    // The select offers the contract's choices only.
    gender: given(values.gender) as OptionalFields['gender'],
    dob: given(values.dob),
    country_id: given(values.country_id),
  };
}

/** Spec 2.14: the newsletter subscribe page (`/{store}/newsletter/subscribe`). */
export function SubscribePage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    `Newsletter | ${config.brand.name}`,
    `Receive the ${config.brand.name} newsletter: new collections, boutique events and stories from the workshop.`,
  );
  const navigate = useNavigate();
  const formKey = useFormKey(storeCode);
  const formData = useGetNewsletterFormDataQuery({ storeCode });
  const [subscribe] = useSubscribeNewsletterMutation();
  const { outcome, run } = useNewsletterForm('subscribe', NEWSLETTER_TEXTS.failed);
  const redirect = useTimeout();
  // Read once: what this browser was last told (spec 3), to prefill the optional section.
  const known = useMemo(() => readNewsletterSubscriber(), []);

  useEffect(() => redirect.cancel, [redirect.cancel]);

  if (formData.isError) return <ErrorState onRetry={() => void formData.refetch()} />;
  if (!formData.data) return <LoadingState label="Loading the newsletter form…" />;
  const data = formData.data;

  return (
    <div className="newsletter-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Newsletter</p>
        <h1>Stay in touch with the maison</h1>
        <p className="page-heading__lead">
          New collections, boutique events and stories from our workshop, a few times a year.
        </p>
      </header>
      <section className="form-panel" aria-label="Subscribe to the newsletter">
        {known?.status === 'subscribed' ? (
          <p className="newsletter-page__known">This browser's address is subscribed to our newsletter.</p>
        ) : null}
        <Formik<SubscribeValues>
          initialValues={{
            ...INITIAL_SUBSCRIBE_VALUES,
            gender: known?.gender ?? '',
            country_id: known?.country ?? '',
          }}
          validationSchema={subscribeSchema({ min: data.min_date, max: data.max_date })}
          validateOnChange={false}
          onSubmit={async (values) => {
            const ok = await run(async () =>
              subscribe({
                storeCode,
                newsletterSubscribeRequest: {
                  ...optionalFields(values),
                  email: values.email.trim(),
                  form_key: await formKey(),
                },
              }).unwrap(),
            );
            const target = sameSitePath(data.redirect_to);
            if (ok && target) redirect.start(() => navigate(target), NEWSLETTER_REDIRECT_DELAY_MS);
          }}
        >
          {({ isSubmitting }) => (
            <Form className="newsletter-form" noValidate>
              <FormField
                idPrefix="newsletter"
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                required
              />
              <OptionalDetails formData={data} />
              <NewsletterOutcomeMessage outcome={outcome} />
              <button
                type="submit"
                className="button button--primary newsletter-form__submit"
                disabled={isSubmitting}
              >
                Subscribe
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
