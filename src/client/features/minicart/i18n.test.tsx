import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { formatPrice } from '../../../common/money';
import { contractExample, contractUrl, renderWithProviders, server } from '../../test-utils';
import { guestWithTwoUnits } from '../../test-utils/fixtures';
import { CartLink } from './CartLink';

function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

const answerSections = (body: object) =>
  server.use(http.get(contractUrl('loadCustomerSections'), () => HttpResponse.json(body)));

describe('the mini-cart in the store’s language (issue 13)', () => {
  test.each([
    ['fr-ch', 'fr', 'fr-CH', 'Mon panier (1 article)', 'Sous-total', 'Passer la commande'],
    ['de-ch', 'de', 'de-CH', 'Mein Warenkorb (1 Artikel)', 'Zwischensumme', 'Zur Kasse'],
    ['ja-jp', 'ja', 'ja-JP', 'カート（1点）', '小計', 'ご購入手続きへ'],
  ])(
    '%s: one unit, the panel and its subtotal in the locale',
    async (code, language, locale, name, subtotal, checkout) => {
      openStore(code, language, locale);
      const sections = contractExample('loadCustomerSections', 'signedIn') as {
        cart: { subtotalAmount: number; currency_code: string };
      };
      answerSections(sections);
      const { user } = renderWithProviders(<CartLink />, { route: `/${code}/` });
      await user.click(await screen.findByRole('button', { name }));
      expect(await screen.findByText(subtotal)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: checkout })).toBeInTheDocument();
      expect(document.querySelector('.minicart__subtotal-value')?.textContent).toBe(
        formatPrice(sections.cart.subtotalAmount, sections.cart.currency_code, locale),
      );
    },
  );

  test('fr-ch: two units are plural', async () => {
    openStore('fr-ch', 'fr', 'fr-CH');
    answerSections(guestWithTwoUnits);
    renderWithProviders(<CartLink />, { route: '/fr-ch/' });
    expect(await screen.findByRole('button', { name: 'Mon panier (2 articles)' })).toBeInTheDocument();
  });
});
