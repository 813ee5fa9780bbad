import * as CookieConsent from 'vanilla-cookieconsent';
import { CONSENT_COOKIE, CONSENT_REVISION, rememberedChoice } from './rememberedChoice';

/** A choice as the library writes it in its cookie, with `changes` made to it. */
const choice = (changes: Record<string, unknown> = {}) =>
  encodeURIComponent(
    JSON.stringify({
      categories: ['necessary', 'functional'],
      revision: 0,
      data: null,
      consentTimestamp: '2026-11-01T10:00:00.000Z',
      consentId: '6f1c1d0e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
      services: { necessary: [], analytics: [], functional: [], marketing: [] },
      languageCode: 'en',
      lastConsentTimestamp: '2026-11-02T10:00:00.000Z',
      expirationTime: Date.parse('2027-05-02T10:00:00.000Z'),
      ...changes,
    }),
  );

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
