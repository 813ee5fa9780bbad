import { createConsentStore } from './consentState';

describe('consent store (what the tag manager and the chat wait for)', () => {
  test('nothing is granted until the visitor decides; necessary is always in a decision', () => {
    const store = createConsentStore();
    expect(store.getSnapshot()).toEqual({ decided: false, accepted: [] });
    expect(store.isGranted('necessary')).toBe(false);
    store.record(['analytics', 'unknown-category']);
    expect(store.getSnapshot()).toEqual({ decided: true, accepted: ['necessary', 'analytics'] });
    expect(store.isGranted('marketing')).toBe(false);
  });

  test('whenGranted runs once, when the category is accepted, and not for the other categories', () => {
    const store = createConsentStore();
    const run = jest.fn();
    store.whenGranted('analytics', run);
    store.record(['necessary', 'functional', 'marketing']);
    expect(run).not.toHaveBeenCalled();
    store.record(['necessary', 'analytics']);
    store.record([]);
    store.record(['analytics']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('whenGranted runs at once when the choice remembered from an earlier page already grants it', () => {
    const store = createConsentStore();
    store.record(['functional']);
    const run = jest.fn();
    store.whenGranted('functional', run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a cancelled wait never runs', () => {
    const store = createConsentStore();
    const run = jest.fn();
    const cancel = store.whenGranted('analytics', run);
    cancel();
    store.record(['analytics']);
    expect(run).not.toHaveBeenCalled();
  });
});
