import { Field, Form, Formik } from 'formik';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { usePostContactFormMutation } from '../../api/contact';
import { apiErrorMessage } from '../../api/errors';
import { FormField } from '../FormField/FormField';
import { useFormKey } from '../../lib/form-key';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { useStoreCode } from '../../lib/store-config';
import {
  INITIAL_CONTACT_FORM_VALUES,
  type ContactFormRules,
  type ContactFormValues,
} from './contactFormValues';
import './ContactForm.css';

/** The form's words, from the catalogue of the place that shows it. */
export interface ContactFormWords extends Omit<ContactFormRules, 'invalidTelephone'> {
  name: MessageDescriptor;
  email: MessageDescriptor;
  comment: MessageDescriptor;
  submit: MessageDescriptor;
  /** Shown when sending failed and the server said nothing of its own. */
  failed: MessageDescriptor;
  /** A form that asks for a telephone number (optional; the contract's pattern checks it). */
  telephone?: { label: MessageDescriptor; invalid: MessageDescriptor };
  /** The label of Magento's honeypot, for a form that carries it. */
  trap?: MessageDescriptor;
}

export interface ContactFormProps {
  /** The prefix of the controls' ids (`contact` gives `contact-email`). */
  idPrefix: string;
  words: ContactFormWords;
  /** `page`: a wide panel (e-mail and telephone side by side from 768 px); `panel`: one narrow column. */
  variant: 'page' | 'panel';
  commentRows: number;
  /** Client service has the message: the server's own words, or null (the place's catalogue thanks then). */
  onSent: (message: string | null) => void;
}

/**
 * Magento's contact form, posted to the contact operation (the mail outbox): the contact page's and the
 * client advisor panel's. A refusal shows in the form and keeps what was written.
 */
export function ContactForm({ idPrefix, words, variant, commentRows, onSent }: ContactFormProps) {
  const storeCode = useStoreCode();
  const formKey = useFormKey(storeCode);
  const [post] = usePostContactFormMutation();
  const intl = useIntl();
  const validate = useSchemaValidation<ContactFormValues>(
    useCallback(
      () =>
        import('./contactFormSchema').then((rules) =>
          rules.contactFormSchema(intl, { ...words, invalidTelephone: words.telephone?.invalid }),
        ),
      [intl, words],
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const identity: ReactNode = (
    <>
      <FormField
        idPrefix={idPrefix}
        name="name"
        label={intl.formatMessage(words.name)}
        autoComplete="name"
        required
      />
      <FormField
        idPrefix={idPrefix}
        name="email"
        label={intl.formatMessage(words.email)}
        type="email"
        autoComplete="email"
        required
      />
      {words.telephone ? (
        <FormField
          idPrefix={idPrefix}
          name="telephone"
          label={intl.formatMessage(words.telephone.label)}
          type="tel"
          autoComplete="tel"
        />
      ) : null}
    </>
  );

  return (
    <Formik<ContactFormValues>
      initialValues={INITIAL_CONTACT_FORM_VALUES}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values) => {
        setFailure(null);
        const fallback = intl.formatMessage(words.failed);
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
          // The contract lets the server refuse with a 200 and `errors: true` (Magento's habit).
          if (result.errors) setFailure(result.message || fallback);
          else onSent(result.message || null);
        } catch (error) {
          setFailure(apiErrorMessage(error) ?? fallback);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={`contact-form contact-form--${variant}`} noValidate>
          {variant === 'page' ? <div className="contact-form__grid">{identity}</div> : identity}
          <FormField
            idPrefix={idPrefix}
            name="comment"
            label={intl.formatMessage(words.comment)}
            as="textarea"
            rows={commentRows}
            required
          />
          {words.trap ? (
            // Magento's honeypot: out of sight and out of the tab order; people never fill it.
            <div className="contact-form__trap" aria-hidden="true">
              <label htmlFor={`${idPrefix}-hideit`}>
                <FormattedMessage {...words.trap} />
              </label>
              <Field id={`${idPrefix}-hideit`} name="hideit" tabIndex={-1} autoComplete="off" />
            </div>
          ) : null}
          <div role="alert">
            {failure ? <p className="form-message form-message--error">{failure}</p> : null}
          </div>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            <FormattedMessage {...words.submit} />
          </button>
        </Form>
      )}
    </Formik>
  );
}
