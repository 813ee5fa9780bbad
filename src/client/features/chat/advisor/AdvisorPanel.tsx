import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContactForm, type ContactFormWords } from '../../../components/ContactForm/ContactForm';
import { Dialog } from '../../../components/Dialog/Dialog';
import type { AdvisorPanelProps } from '../chatTypes';
import { chatMessages as m } from '../messages';

/** The contact form in the chat's words: the question is the contact operation's comment. */
const ADVISOR_FORM_WORDS: ContactFormWords = {
  name: m.name,
  email: m.email,
  comment: m.question,
  submit: m.send,
  required: m.required,
  invalidEmail: m.invalidEmail,
  tooLong: m.tooLong,
  failed: m.sendFailed,
};

/** What the server answered (its own words when it gave some), or null: the catalogue's text shows. */
type Answer = { message: string | null };

/**
 * The built-in chat provider's panel (a lazy chunk, loaded only with consent and near the widget): the
 * visitor's question goes to client service through the contact operation (the mail outbox), and the answer
 * comes by e-mail. Nothing here pretends to be a live agent.
 */
export function AdvisorPanel({ onClose }: AdvisorPanelProps) {
  const intl = useIntl();
  const [thanks, setThanks] = useState<Answer | null>(null);

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
          <ContactForm
            idPrefix="advisor"
            words={ADVISOR_FORM_WORDS}
            variant="panel"
            commentRows={5}
            onSent={(message) => setThanks({ message })}
          />
        </>
      )}
    </Dialog>
  );
}
