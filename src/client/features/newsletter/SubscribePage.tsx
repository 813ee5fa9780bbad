import { Form, Formik } from 'formik';
import { useCallback, useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  useGetNewsletterFormDataQuery,
  useSubscribeNewsletterMutation,
  type NewsletterSubscribeRequest,
} from '../../api/newsletter';
import { FormField } from '../../components/FormField/FormField';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { PAGE_TYPE } from '../../lib/page-types';
import { sameSitePath } from '../../lib/safe-redirect';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { NewsletterOutcomeMessage } from './NewsletterOutcomeMessage';
import { OptionalDetails } from './OptionalDetails';
import { newsletterMessages as m } from './messages';
import { INITIAL_SUBSCRIBE_VALUES, type SubscribeValues } from './newsletterValues';
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
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.subscribeDocumentTitle, { brand }),
    intl.formatMessage(m.subscribeDescription, { brand }),
  );
  const navigate = useNavigate();
  const formKey = useFormKey(storeCode);
  const formData = useGetNewsletterFormDataQuery({ storeCode });
  const [subscribe] = useSubscribeNewsletterMutation();
  const { outcome, run } = useNewsletterForm('subscribe', intl.formatMessage(m.failed));
  const redirect = useTimeout();
  // Read once: what this browser was last told (spec 3), to prefill the optional section.
  const known = useMemo(() => readNewsletterSubscriber(), []);

  useEffect(() => redirect.cancel, [redirect.cancel]);
  const min = formData.data?.min_date ?? '';
  const max = formData.data?.max_date ?? '';
  const validate = useSchemaValidation<SubscribeValues>(
    useCallback(
      () => import('./newsletterSchema').then((rules) => rules.subscribeSchema(intl, { min, max })),
      [intl, min, max],
    ),
  );

  if (formData.isError) return <ErrorState onRetry={() => void formData.refetch()} />;
  if (!formData.data) return <LoadingState label={intl.formatMessage(m.loadingForm)} />;
  const data = formData.data;

  return (
    <div className="newsletter-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.subscribeTitle} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.subscribeLead} />
        </p>
      </header>
      <section className="form-panel" aria-label={intl.formatMessage(m.subscribeFormLabel)}>
        {known?.status === 'subscribed' ? (
          <p className="newsletter-page__known">
            <FormattedMessage {...m.alreadySubscribed} />
          </p>
        ) : null}
        <Formik<SubscribeValues>
          initialValues={{
            ...INITIAL_SUBSCRIBE_VALUES,
            gender: known?.gender ?? '',
            country_id: known?.country ?? '',
          }}
          validate={validate}
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
                label={intl.formatMessage(m.email)}
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
                <FormattedMessage {...m.subscribe} />
              </button>
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
