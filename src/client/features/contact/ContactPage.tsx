import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContactForm, type ContactFormWords } from '../../components/ContactForm/ContactForm';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import { contactMessages as m } from './messages';
import './contact.css';

/** The page's form in its own words; it asks for a telephone number and carries Magento's honeypot. */
const CONTACT_FORM_WORDS: ContactFormWords = {
  name: m.name,
  email: m.email,
  telephone: { label: m.telephone, invalid: m.invalidTelephone },
  comment: m.comment,
  trap: m.trap,
  submit: m.submit,
  required: m.required,
  invalidEmail: m.invalidEmail,
  tooLong: m.tooLong,
  failed: m.failed,
};

/** The contact page (page type 19): Magento's contact form, sent to the shop; the thanks replace the form. */
export function ContactPage() {
  const config = useStoreConfig();
  usePageView(PAGE_TYPE.contact);
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.description, { brand }),
  );
  const [thanks, setThanks] = useState<string | null>(null);

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
          <ContactForm
            idPrefix="contact"
            words={CONTACT_FORM_WORDS}
            variant="page"
            commentRows={6}
            onSent={(message) => setThanks(message ?? intl.formatMessage(m.thanks))}
          />
        )}
      </section>
    </div>
  );
}
