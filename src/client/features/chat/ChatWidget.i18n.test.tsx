import { act, cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { consent } from '../../lib/consent/consentState';
import { contractExample, contractUrl, renderWithProviders, server } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { ChatWidget } from './ChatWidget';

afterEach(() => {
  cleanup();
  consent.record([]);
});

const scrollToBand = () => act(() => void window.dispatchEvent(new Event('scroll')));

describe('the chat widget in the store’s language (issue 13)', () => {
  test('Japanese: the band without consent, then the advisor panel and its validation', async () => {
    server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)));
    const { user } = renderWithProviders(<ChatWidget />, { route: '/ja-jp/' });
    const band = await screen.findByRole('region', { name: 'クライアントアドバイザー' });
    expect(
      within(band).getByText(
        'Cookie設定で「クライアントアドバイザーとのチャット」を許可されるまで、チャットはご利用いただけません。',
      ),
    ).toBeInTheDocument();
    expect(within(band).getByRole('button', { name: 'Cookie設定' })).toBeInTheDocument();

    act(() => consent.record(['necessary', 'functional']));
    scrollToBand();
    await user.click(await screen.findByRole('button', { name: 'クライアントアドバイザーとチャットする' }));
    const panel = await screen.findByRole('dialog', { name: 'クライアントアドバイザーとチャットする' });
    await user.click(within(panel).getByRole('button', { name: 'クライアントアドバイザーに送信' }));
    expect(await within(panel).findAllByText('必須項目です。')).toHaveLength(3);
    await user.click(within(panel).getByLabelText(/メールアドレス/));
    await user.paste('not-an-address');
    await user.click(within(panel).getByRole('button', { name: 'クライアントアドバイザーに送信' }));
    expect(await within(panel).findByText('有効なメールアドレスを入力してください。')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/お名前/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/ご質問/)).toBeInTheDocument();
  });

  test('French: the heading and the lead', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () =>
        HttpResponse.json({
          ...contractExample<StoreConfig>('getStoreConfig'),
          store_code: 'fr-ch',
          language_code: 'fr',
          locale: 'fr-CH',
        }),
      ),
    );
    renderWithProviders(<ChatWidget />, { route: '/fr-ch/' });
    const band = await screen.findByRole('region', { name: 'Conseiller clientèle' });
    expect(band).toHaveTextContent(
      'Une question sur une montre, son entretien ou une commande ? Nos conseillers clientèle sont à votre disposition.',
    );
  });
});
