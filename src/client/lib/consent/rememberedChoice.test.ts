import * as CookieConsent from 'vanilla-cookieconsent';
import { CONSENT_COOKIE, CONSENT_REVISION, rememberedChoice } from './rememberedChoice';
import { libraryConsentCookie } from './testConsentCookie';

/** A choice of necessary and functional as the library writes it, with `changes` made to it. */
const choice = (changes: Record<string, unknown> = {}) =>
  libraryConsentCookie(['necessary', 'functional'], changes);

const CASES: [string, string | null][] = [
  ['a choice the library wrote', choice()],
  ['no cookie', null],
  ['another revision', choice({ revision: 1 })],
  ['no consent id', choice({ consentId: '' })],
  ['no timestamp of the last choice', choice({ lastConsentTimestamp: undefined })],
  ['categories that are not a list', choice({ categories: 'necessary' })],
  ['not JSON', 'accepted'],
];

afterEach(() => {
  CookieConsent.reset(true);
  document.cookie = `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('a choice remembered from an earlier page', () => {
  test('reads the categories the visitor accepted', () => {
    document.cookie = `${CONSENT_COOKIE}=${choice()}; path=/`;
    expect(rememberedChoice()).toEqual(['necessary', 'functional']);
  });

  // The shell skips the library when it finds a choice: it must find one exactly when the library would.
  test.each(CASES)('%s: read as the consent library reads it', async (_case, cookie) => {
    if (cookie) document.cookie = `${CONSENT_COOKIE}=${cookie}; path=/`;
    const shellReads = rememberedChoice() !== null;
    await CookieConsent.run({
      revision: CONSENT_REVISION,
      cookie: { name: CONSENT_COOKIE },
      hideFromBots: false,
      manageScriptTags: false,
      categories: { necessary: { enabled: true, readOnly: true }, functional: {}, analytics: {} },
      language: {
        default: 'en',
        translations: { en: { consentModal: {}, preferencesModal: { sections: [] } } },
      },
    });
    expect(shellReads).toBe(CookieConsent.validConsent());
  });
});
