import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderWithProviders, server } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { consentTranslation } from './consentBanner';
import { CookiePreferencesButton } from './CookiePreferencesButton';

describe('the cookie preferences in the store’s language (issue 13)', () => {
  test('ja-jp: the footer button reads Japanese', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    renderWithProviders(<CookiePreferencesButton />, { route: '/ja-jp/' });
    expect(await screen.findByRole('button', { name: 'Cookie設定' })).toBeInTheDocument();
  });
});

describe('the consent banner’s translations (issue 13)', () => {
  test.each([
    ['en', 'Your privacy', 'Accept all', 'Client advisor chat'],
    ['fr', 'Votre confidentialité', 'Tout accepter', 'Chat avec un conseiller'],
    ['de', 'Ihre Privatsphäre', 'Alle akzeptieren', 'Chat mit einem Kundenberater'],
    ['ja', 'プライバシーについて', 'すべて許可', 'クライアントアドバイザーとのチャット'],
  ] as const)(
    '%s: the banner and the preferences come from the catalogue',
    async (language, title, accept, chat) => {
      const translation = await consentTranslation(language);
      expect(translation.consentModal.title).toBe(title);
      expect(translation.consentModal.acceptAllBtn).toBe(accept);
      expect(translation.preferencesModal.sections.map((section) => section.title)).toContain(chat);
    },
  );
});

describe('the consent banner’s text', () => {
  test('three short paragraphs, each the catalogue’s words as text', async () => {
    const { consentModal } = await consentTranslation('fr');
    const holder = document.createElement('p');
    holder.innerHTML = consentModal.description ?? '';
    expect([...holder.querySelectorAll('.cm__desc-part')].map((part) => part.textContent)).toEqual([
      'Nous utilisons les cookies nécessaires au fonctionnement de la boutique.',
      'Avec votre accord, nous mesurons également les visites afin d’améliorer la boutique, vous proposons un échange avec un conseiller et adaptons nos communications.',
      'Vous pouvez modifier votre choix à tout moment via « Préférences en matière de cookies », au bas de chaque page.',
    ]);
    expect(holder.children).toHaveLength(3);
  });
});
