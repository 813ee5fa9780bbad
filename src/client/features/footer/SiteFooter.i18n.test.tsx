import { screen, within } from '@testing-library/react';
import { SiteFooter } from './SiteFooter';
import { answerStoreConfig, renderWithProviders, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

const footerTitles = async () => {
  const footer = await screen.findByRole('contentinfo');
  return within(footer)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
};

describe("the store's language (issue 13)", () => {
  test('an English store reads the English source, with no catalogue to download', async () => {
    renderWithProviders(<SiteFooter />);
    expect(await footerTitles()).toEqual(['The catalogue', 'Your account', 'Country & language']);
  });

  test.each([
    ['fr-ch', 'fr', 'fr-CH', ['Le catalogue', 'Votre compte', 'Pays et langue']],
    ['de-ch', 'de', 'de-CH', ['Der Katalog', 'Ihr Kundenkonto', 'Land und Sprache']],
  ])('the %s store reads its own language', async (code, language, locale, titles) => {
    answerStoreConfig(storeIn(code, language, locale));
    renderWithProviders(<SiteFooter />, { route: `/${code}/` });
    expect(await footerTitles()).toEqual(titles);
    expect(
      screen.getByRole('button', {
        name: language === 'fr' ? 'Acheter dans d’autres pays' : 'In anderen Ländern einkaufen',
      }),
    ).toBeInTheDocument();
  });

  test('the ja-jp store reads Japanese; the legal line keeps the house name and year', async () => {
    answerStoreConfig(jaJpStoreConfig);
    renderWithProviders(<SiteFooter />, { route: '/ja-jp/' });
    expect(await footerTitles()).toEqual(['カタログ', 'お客様アカウント', '国・地域と言語']);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
