import { FormattedMessage } from 'react-intl';
import { defineMessages } from '../../../common/i18n/define-messages';
import { showConsentPreferences } from './cookieConsent';

// In the shell with the footer (the banner's words come with its chunk, consentTexts.ts).
const text = defineMessages({
  // The footer's button that opens the preferences again.
  footerLink: { id: 'consent.footerLink', defaultMessage: 'Cookie preferences' },
});

/** The footer's way back to the consent choice: opens the preferences (a button, since it goes nowhere). */
export function CookiePreferencesButton() {
  return (
    <button type="button" className="cookie-preferences-link" onClick={showConsentPreferences}>
      <FormattedMessage {...text.footerLink} />
    </button>
  );
}
