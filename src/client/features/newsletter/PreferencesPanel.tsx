import { useId, useState } from 'react';
import { apiErrorMessage } from '../../api/errors';
import { useSaveNewsletterPreferencesMutation, type NewsletterPreferences } from '../../api/newsletter';
import { Dialog } from '../../components/Dialog/Dialog';
import { useFormKey } from '../../lib/form-key';
import { NEWSLETTER_TEXTS } from './newsletterSchema';

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
      setMessage({ ok: false, text: apiErrorMessage(error) ?? NEWSLETTER_TEXTS.failed });
    }
  };

  return (
    <Dialog title="E-mail preferences" variant="panel" onClose={onClose} className="newsletter-preferences">
      <p className="newsletter-preferences__intro">
        Our newsletter is sent to <strong>{preferences.email}</strong> a few times a year: new collections,
        boutique events and stories from our workshop.
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
          I agree to receive the newsletter (general subscription)
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
        Done
      </button>
    </Dialog>
  );
}
