/**
 * A choice as the consent library writes it in its cookie (`cc_cookie`), URI-encoded, with `changes` made to it:
 * the consent tests' one way of setting up a remembered choice.
 */
export const libraryConsentCookie = (categories: string[], changes: Record<string, unknown> = {}): string =>
  encodeURIComponent(
    JSON.stringify({
      categories,
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
