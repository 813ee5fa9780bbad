import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePostContactFormMutation } from '../../../api/contact';
import { apiErrorMessage } from '../../../api/errors';
import { Dialog } from '../../../components/Dialog/Dialog';
import { FormField } from '../../../components/FormField/FormField';
import { useFormKey } from '../../../lib/form-key';
import { useStoreCode } from '../../../lib/store-config';
import type { AdvisorPanelProps } from '../chatTypes';
import { chatMessages as m } from '../messages';
import { INITIAL_ADVISOR_VALUES, makeAdvisorSchema, type AdvisorValues } from './advisorSchema';

/** What the server answered (its own words when it gave some), or null: the catalogue's text shows. */
type Answer = { message: string | null };

/**
 * The built-in chat provider's panel (a lazy chunk, loaded only with consent and near the widget): the
 * visitor's question goes to client service through the contact operation (the mail outbox), and the answer
 * comes by e-mail. Nothing here pretends to be a live agent.
 */
export function AdvisorPanel({ onClose }: AdvisorPanelProps) {
  const storeCode = useStoreCode();
  const formKey = useFormKey(storeCode);
  const [post] = usePostContactFormMutation();
  const intl = useIntl();
  const schema = useMemo(() => makeAdvisorSchema(intl), [intl]);
  const [thanks, setThanks] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<Answer | null>(null);

  return (
    <Dialog
      title={intl.formatMessage(m.panelTitle)}
      variant="panel"
      onClose={onClose}
      className="advisor-panel"
      focusKey={thanks ? 'thanks' : 'form'}
    >
      <div role="status">
        {thanks ? (
          <p className="advisor-panel__thanks">{thanks.message ?? intl.formatMessage(m.thanks)}</p>
        ) : null}
      </div>
      {thanks ? (
        <button type="button" className="button button--secondary" onClick={() => setThanks(null)}>
          <FormattedMessage {...m.another} />
        </button>
      ) : (
        <>
          <p className="advisor-panel__lead">
            <FormattedMessage {...m.panelLead} />
          </p>
          <Formik<AdvisorValues>
            initialValues={INITIAL_ADVISOR_VALUES}
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
                    comment: values.question.trim(),
                    form_key: await formKey(),
                  },
                }).unwrap();
                if (result.errors) setFailure({ message: result.message || null });
                else setThanks({ message: result.message || null });
              } catch (error) {
                setFailure({ message: apiErrorMessage(error) ?? null });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form className="advisor-panel__form" noValidate>
                <FormField
                  idPrefix="advisor"
                  name="name"
                  label={intl.formatMessage(m.name)}
                  autoComplete="name"
                  required
                />
                <FormField
                  idPrefix="advisor"
                  name="email"
                  label={intl.formatMessage(m.email)}
                  type="email"
                  autoComplete="email"
                  required
                />
                <FormField
                  idPrefix="advisor"
                  name="question"
                  label={intl.formatMessage(m.question)}
                  as="textarea"
                  rows={5}
                  required
                />
                <div role="alert">
                  {failure ? (
                    <p className="form-message form-message--error">
                      {failure.message ?? intl.formatMessage(m.sendFailed)}
                    </p>
                  ) : null}
                </div>
                <button
                  type="submit"
                  className="button button--primary"
                  aria-disabled={isSubmitting || undefined}
                >
                  <FormattedMessage {...m.send} />
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </Dialog>
  );
}
