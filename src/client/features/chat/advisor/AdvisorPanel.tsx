import { Form, Formik } from 'formik';
import { useState } from 'react';
import { usePostContactFormMutation } from '../../../api/contact';
import { apiErrorMessage } from '../../../api/errors';
import { Dialog } from '../../../components/Dialog/Dialog';
import { FormField } from '../../../components/FormField/FormField';
import { useFormKey } from '../../../lib/form-key';
import { useStoreCode } from '../../../lib/store-config';
import type { AdvisorPanelProps } from '../chatTypes';
import { CHAT_TEXTS } from '../chatTexts';
import { advisorSchema, INITIAL_ADVISOR_VALUES, type AdvisorValues } from './advisorSchema';

/**
 * The built-in chat provider's panel (a lazy chunk, loaded only with consent and near the widget): the
 * visitor's question goes to client service through the contact operation (the mail outbox), and the answer
 * comes by e-mail. Nothing here pretends to be a live agent.
 */
export function AdvisorPanel({ onClose }: AdvisorPanelProps) {
  const storeCode = useStoreCode();
  const formKey = useFormKey(storeCode);
  const [post] = usePostContactFormMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Dialog
      title={CHAT_TEXTS.panelTitle}
      variant="panel"
      onClose={onClose}
      className="advisor-panel"
      focusKey={thanks ? 'thanks' : 'form'}
    >
      <div role="status">{thanks ? <p className="advisor-panel__thanks">{thanks}</p> : null}</div>
      {thanks ? (
        <button type="button" className="button button--secondary" onClick={() => setThanks(null)}>
          {CHAT_TEXTS.another}
        </button>
      ) : (
        <>
          <p className="advisor-panel__lead">{CHAT_TEXTS.panelLead}</p>
          <Formik<AdvisorValues>
            initialValues={INITIAL_ADVISOR_VALUES}
            validationSchema={advisorSchema}
            validateOnChange={false}
            onSubmit={async (values) => {
              setFailure(null);
              try {
                const result = await post({
                  storeCode,
                  contactRequest: {
                    name: values.name.trim(),
                    email: values.email.trim(),
                    comment: values.question.trim(),
                    form_key: await formKey(),
                  },
                }).unwrap();
                if (result.errors) setFailure(result.message || CHAT_TEXTS.sendFailed);
                else setThanks(result.message || CHAT_TEXTS.thanks);
              } catch (error) {
                setFailure(apiErrorMessage(error) ?? CHAT_TEXTS.sendFailed);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className="advisor-panel__form" noValidate>
                <FormField
                  idPrefix="advisor"
                  name="name"
                  label={CHAT_TEXTS.name}
                  autoComplete="name"
                  required
                />
                <FormField
                  idPrefix="advisor"
                  name="email"
                  label={CHAT_TEXTS.email}
                  type="email"
                  autoComplete="email"
                  required
                />
                <FormField
                  idPrefix="advisor"
                  name="question"
                  label={CHAT_TEXTS.question}
                  as="textarea"
                  rows={5}
                  required
                />
                <div role="alert">
                  {failure ? <p className="form-message form-message--error">{failure}</p> : null}
                </div>
                <button
                  type="submit"
                  className="button button--primary"
                  aria-disabled={isSubmitting || undefined}
                >
                  {CHAT_TEXTS.send}
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </Dialog>
  );
}
