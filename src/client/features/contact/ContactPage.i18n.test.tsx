import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, renderApp, server, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

beforeEach(() => {
  document.cookie = 'form_key=3fZq9LmP2xYw7TbK; path=/';
});

// Pasted rather than typed: the same form, a test a few seconds shorter on a busy machine.
describe('the contact page in the store’s language (issue 13)', () => {
  test('de-ch: the form, its rules and the fallback thanks in German', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(storeIn('de-ch', 'de', 'de-CH'))),
      http.post(contractUrl('postContactForm'), () => HttpResponse.json({ errors: false, message: '' })),
    );
    const { user } = renderApp('/de-ch/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('Ines Weber');
    await user.click(screen.getByLabelText(/^E-Mail/));
    await user.paste('ines.weber@example.com');
    await user.click(screen.getByLabelText(/^Telefonnummer/));
    await user.paste('ruf mich an');
    await user.click(screen.getByLabelText(/^Ihre Nachricht/));
    await user.paste('Eine Frage zur Revision.');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Telefonnummer/));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByText(
        'Vielen Dank für Ihre Nachricht. Wir werden Ihnen so bald wie möglich antworten.',
      ),
    ).toBeInTheDocument();
  });

  test('ja-jp: the page reads Japanese', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    renderApp('/ja-jp/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'お問い合わせフォーム' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^お問い合わせ内容/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信する' })).toBeInTheDocument();
    expect(document.title).toBe('お問い合わせ | Maison Aurèle');
  });
});
