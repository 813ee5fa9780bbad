import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessage } from '../../api/errors';
import { useSaveNewsletterPreferencesMutation, type NewsletterPreferences } from '../../api/newsletter';
import { Dialog } from '../../components/Dialog/Dialog';
import { useFormKey } from '../../lib/form-key';
import { newsletterMessages as m } from './messages';

interface PreferencesPanelProps {
  storeCode: string;
  preferences: NewsletterPreferences;
  onClose: () => void;
}

/**
 * Spec 2.12: the slide-in panel whose newsletter agreement checkbox toggles `is_newsletter_subscribed`. Each
 * change is saved at once; the box shows what the server saved, and is held while a save is on its way.
 */
export function PreferencesPanel({ storeCode, preferences, onClose }: PreferencesPanelProps) {
  const boxId = useId();
  const intl = useIntl();
  const formKey = useFormKey(storeCode);
  const [save, { isLoading }] = useSaveNewsletterPreferencesMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = async (subscribed: boolean) => {
    setMessage(null);
    try {
      const result = await save({
        storeCode,
        newsletterPreferencesRequest: { is_subscribed: subscribed, form_key: await formKey() },
      }).unwrap();
      setMessage({ ok: true, text: result.message });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorMessage(error) ?? intl.formatMessage(m.failed) });
    }
  };

  return (
    <Dialog
      title={intl.formatMessage(m.preferences)}
      variant="panel"
      onClose={onClose}
      className="newsletter-preferences"
    >
      <p className="newsletter-preferences__intro">
        <FormattedMessage
          {...m.preferencesIntro}
          values={{
            email: preferences.email,
            strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          }}
        />
      </p>
      <div className="form-check newsletter-preferences__check">
        <input
          id={boxId}
          type="checkbox"
          className="form-check__box"
          name="is_subscribed"
          checked={preferences.is_newsletter_subscribed}
          disabled={isLoading}
          aria-busy={isLoading}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor={boxId} className="form-check__label">
          <FormattedMessage {...m.agreement} />
        </label>
      </div>
      <div role="status">{message?.ok ? <p className="newsletter__success">{message.text}</p> : null}</div>
      <div role="alert">
        {message && !message.ok ? <p className="form-message form-message--error">{message.text}</p> : null}
      </div>
      <button
        type="button"
        className="button button--secondary newsletter-preferences__done"
        onClick={onClose}
      >
        <FormattedMessage {...m.done} />
      </button>
    </Dialog>
  );
}
