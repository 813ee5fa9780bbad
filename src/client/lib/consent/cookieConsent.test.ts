import { createConsentStore, type ConsentStore } from './consentState';
import type * as CookieConsentModule from './cookieConsent';
import { CONSENT_COOKIE } from './rememberedChoice';
import { libraryConsentCookie as libraryCookie } from './testConsentCookie';

const setConsentCookie = (value: string | null) => {
  document.cookie = value
    ? `${CONSENT_COOKIE}=${value}; path=/`
    : `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/** What the page asked of the consent library: run it (with which store), open its preferences. */
const library = { ranWith: [] as ConsentStore[], preferencesShown: 0 };

// The banner's chunk (the library, its settings, its words) replaced by one that records what it is asked.
jest.doMock('./consentBanner', () => ({
  runConsentBanner: async (store: ConsentStore) => {
    library.ranWith.push(store);
    return { showPreferences: () => void library.preferencesShown++ };
  },
}));

/** The adapter as a new page starts it: a module registry of its own (its "once" state starts empty). */
async function freshAdapter(): Promise<typeof CookieConsentModule> {
  library.ranWith = [];
  library.preferencesShown = 0;
  let adapter: typeof CookieConsentModule | undefined;
  await jest.isolateModulesAsync(async () => {
    adapter = await import('./cookieConsent');
  });
  return adapter!;
}

afterEach(() => setConsentCookie(null));

describe('the consent library, only when it is needed', () => {
  test('a returning visitor’s choice is reported without fetching the library', async () => {
    setConsentCookie(libraryCookie(['necessary', 'analytics']));
    const adapter = await freshAdapter();
    const store = createConsentStore();
    await adapter.startCookieConsent(store);
    expect(store.getSnapshot()).toEqual({ decided: true, accepted: ['necessary', 'analytics'] });
    expect(library.ranWith).toEqual([]);
  });

  test('the footer’s preferences then fetch and run it, and open', async () => {
    setConsentCookie(libraryCookie(['necessary']));
    const adapter = await freshAdapter();
    const store = createConsentStore();
    await adapter.startCookieConsent(store);
    adapter.showConsentPreferences();
    await waitFor(() => library.preferencesShown === 1);
    expect(library.ranWith).toEqual([store]);
    // Asked again: the library ran once.
    adapter.showConsentPreferences();
    await waitFor(() => library.preferencesShown === 2);
    expect(library.ranWith).toEqual([store]);
  });

  test.each([
    ['no choice yet', null],
    ['a choice of another revision', libraryCookie(['necessary'], { revision: 1 })],
    ['a cookie the library did not write', encodeURIComponent('{"categories":["necessary"]}')],
    ['a cookie that is not JSON', 'yes'],
  ])('%s: the library runs and asks', async (_case, cookie) => {
    setConsentCookie(cookie);
    const adapter = await freshAdapter();
    const store = createConsentStore();
    await adapter.startCookieConsent(store);
    expect(library.ranWith).toEqual([store]);
    // Undecided until the visitor answers the banner (the library reports it then).
    expect(store.getSnapshot().decided).toBe(false);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !condition(); turn++)
    await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}
