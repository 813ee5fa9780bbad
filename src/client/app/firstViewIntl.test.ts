// ICU's first use costs 12-20 ms of a page's main thread (config/webpack/intl-warmup.ts): the shell has a worker
// pay it while the page loads, so no first-view module may pay it on the main thread as it loads. These three
// are in every first view and keep an English intl for callers without the store's.
describe("the first view's English intl", () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks ICU nothing while its modules load, and answers in English once used', async () => {
    const numberLocales = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateLocales = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    await jest.isolateModulesAsync(async () => {
      const { miniCartLabel } = await import('../features/minicart/cartLabel');
      const { productCountLabel } = await import('../features/category/productCountLabel');
      await import('../components/useOptionalIntl');
      expect(numberLocales).not.toHaveBeenCalled();
      expect(dateLocales).not.toHaveBeenCalled();

      expect(miniCartLabel(1)).toBe('My Cart (1 item)');
      expect(productCountLabel(12)).toBe('12 products');
      // The spies see ICU's questions: they come with the first use.
      expect(numberLocales).toHaveBeenCalled();
      // One intl for all of them, made by the first call.
      const { englishIntl } = await import('../lib/i18n/englishIntl');
      expect(englishIntl()).toBe(englishIntl());
    });
  });
});
