import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerSignedInCustomer,
  answerStoreConfig,
  contractExample,
  contractUrl,
  renderApp,
  server,
  storeIn,
} from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

beforeEach(() => {
  document.cookie = 'form_key=3fZq9LmP2xYw7TbK; path=/';
});

describe('the newsletter pages in the store’s language (issue 13)', () => {
  test('de-ch: the subscribe page, its optional section with a German example date, and its rules', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(storeIn('de-ch', 'de', 'de-CH'))),
      http.get(contractUrl('getNewsletterFormData'), () =>
        HttpResponse.json({
          ...contractExample<Record<string, unknown>>('getNewsletterFormData'),
          locale_code: 'de-CH',
        }),
      ),
    );
    const { user } = renderApp('/de-ch/newsletter/subscribe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bleiben Sie mit dem Haus in Verbindung' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erzählen Sie uns mehr über sich (optional)' }));
    expect(screen.getByText('Zum Beispiel 01.01.90')).toBeInTheDocument();
    const gender = screen.getByLabelText('Geschlecht');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte auswählen', 'Weiblich', 'Männlich', 'Keine Angabe']);
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
  });

  test('ja-jp: e-mail preferences and their panel in Japanese', async () => {
    answerSignedInCustomer();
    server.use(
      http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)),
      http.get(contractUrl('getNewsletterPreferences'), () =>
        HttpResponse.json({ email: 'anna.keller@example.com', is_newsletter_subscribed: true }),
      ),
    );
    const { user } = renderApp('/ja-jp/newsletter/manage');
    expect(
      await screen.findByText('anna.keller@example.com宛てにニュースレターをお届けしています。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'メール配信設定' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'メール配信設定を変更する' }));
    const panel = screen.getByRole('dialog', { name: 'メール配信設定' });
    expect(within(panel).getByText('anna.keller@example.com').tagName).toBe('STRONG');
    expect(
      within(panel).getByRole('checkbox', { name: 'ニュースレターの受け取りに同意します（一般購読）' }),
    ).toBeChecked();
    expect(within(panel).getByRole('button', { name: '完了' })).toBeInTheDocument();
  });

  test('fr-ch: a confirmation link without a code says so in French', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/newsletter/confirm');
    expect(
      await screen.findByText('Ce code de confirmation d’abonnement n’est pas valide.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S’abonner à nouveau' })).toHaveAttribute(
      'href',
      '/fr-ch/newsletter/subscribe',
    );
  });
});
