import { Field, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessage } from '../../api/errors';
import { usePostContactFormMutation } from '../../api/contact';
import { FormField } from '../../components/FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { contactSchema, INITIAL_CONTACT_VALUES, type ContactValues } from './contactSchema';
import { contactMessages as m } from './messages';
import './contact.css';

/** The contact page (page type 19): Magento's contact form, sent to the shop; the thanks replace the form. */
export function ContactPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.contact);
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.description, { brand }),
  );
  const schema = useMemo(() => contactSchema(intl), [intl]);
  const formKey = useFormKey(storeCode);
  const [post] = usePostContactFormMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <div className="contact-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
        <p className="page-heading__lead">
          <FormattedMessage {...m.lead} />
        </p>
      </header>
      <section className="form-panel form-panel--wide" aria-label={intl.formatMessage(m.formLabel)}>
        <div role="status">{thanks ? <p className="contact-page__thanks">{thanks}</p> : null}</div>
        {thanks ? null : (
          <Formik<ContactValues>
            initialValues={INITIAL_CONTACT_VALUES}
            validationSchema={schema}
            validateOnChange={false}
            onSubmit={async (values) => {
              setFailure(null);
              try {
                const result = await post({
                  storeCode,
                  contactRequest: {
                    name: values.name.trim(),
                    email: values.email.trim(),
                    telephone: values.telephone.trim() || undefined,
                    comment: values.comment.trim(),
                    hideit: values.hideit || undefined,
                    form_key: await formKey(),
                  },
                }).unwrap();
                setThanks(result.message || intl.formatMessage(m.thanks));
              } catch (error) {
                setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.failed));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className="contact-form" noValidate>
                <div className="contact-form__grid">
                  <FormField
                    idPrefix="contact"
                    name="name"
                    label={intl.formatMessage(m.name)}
                    autoComplete="name"
                    required
                  />
                  <FormField
                    idPrefix="contact"
                    name="email"
                    label={intl.formatMessage(m.email)}
                    type="email"
                    autoComplete="email"
                    required
                  />
                  <FormField
                    idPrefix="contact"
                    name="telephone"
                    label={intl.formatMessage(m.telephone)}
                    type="tel"
                    autoComplete="tel"
                  />
                </div>
                <FormField
                  idPrefix="contact"
                  name="comment"
                  label={intl.formatMessage(m.comment)}
                  as="textarea"
                  rows={6}
                  required
                />
                {/* Magento's honeypot: out of sight and out of the tab order; people never fill it. */}
                <div className="contact-form__trap" aria-hidden="true">
                  <label htmlFor="contact-hideit">
                    <FormattedMessage {...m.trap} />
                  </label>
                  <Field id="contact-hideit" name="hideit" tabIndex={-1} autoComplete="off" />
                </div>
                <div role="alert">
                  {failure ? <p className="form-message form-message--error">{failure}</p> : null}
                </div>
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  <FormattedMessage {...m.submit} />
                </button>
              </Form>
            )}
          </Formik>
        )}
      </section>
    </div>
  );
}
