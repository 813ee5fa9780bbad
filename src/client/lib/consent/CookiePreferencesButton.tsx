import { FormattedMessage } from 'react-intl';
import { showConsentPreferences } from './cookieConsent';
import { CONSENT_TEXTS } from './consentTexts';

/** The footer's way back to the consent choice: opens the preferences (a button, since it goes nowhere). */
export function CookiePreferencesButton() {
  return (
    <button type="button" className="cookie-preferences-link" onClick={showConsentPreferences}>
      <FormattedMessage {...CONSENT_TEXTS.footerLink} />
    </button>
  );
}
