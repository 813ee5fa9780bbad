import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
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
  server.use(
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', 'signedIn')),
    ),
  );
});

describe('the account area in the store’s language (issue 13)', () => {
  test('ja-jp: the dashboard in Japanese, the order date and status as Japan writes them, a Japanese address in its order', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)),
      http.get(contractUrl('getAccountOverview'), () =>
        HttpResponse.json({
          ...contractExample<Record<string, unknown>>('getAccountOverview'),
          default_shipping: {
            firstname: '花子',
            lastname: '山田',
            street: ['丸の内1-1-1'],
            city: '千代田区',
            region: '東京都',
            region_id: null,
            postcode: '100-0005',
            country_id: 'JP',
            telephone: '03-0000-0000',
          },
        }),
      ),
    );
    renderApp('/ja-jp/customer/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'マイアカウント' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'アカウント情報' })).toBeInTheDocument();
    const addresses = screen.getByRole('region', { name: /アドレス帳/ });
    expect(within(addresses).getByRole('link', { name: '住所を管理する' })).toBeInTheDocument();
    const japanese = within(addresses).getByText(/〒100-0005/);
    // From the country down to the name with 様, as a Japanese address is written; then the telephone.
    expect(japanese.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      '日本',
      '〒100-0005',
      '東京都千代田区',
      '丸の内1-1-1',
      '山田 花子 様',
      '電話：03-0000-0000',
    ]);
    const orders = screen.getByRole('region', { name: /最近のご注文/ });
    const row = within(orders).getByRole('row', { name: /000000102/ });
    // 2026-10-30T15:48Z is already the 31st in Tokyo.
    expect(within(row).getByText('2026/10/31')).toBeInTheDocument();
    expect(within(row).getByText('処理中')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'ご注文000000102を見る' })).toHaveTextContent(
      'ご注文を見る',
    );
    const nav = screen.getByRole('navigation', { name: 'マイアカウント' });
    expect(within(nav).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  test('fr-ch: the order history counts and dates its orders in French', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/sales/order/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument();
    expect(await screen.findByText('2 commandes')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Commandes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Commande n°', 'Date', 'Livrée à', 'Total de la commande', 'Statut', 'Action']);
    const row = within(table).getByRole('row', { name: /000000101/ });
    expect(within(row).getByText('14 nov. 2025')).toBeInTheDocument();
    expect(within(row).getByText('Terminée')).toBeInTheDocument();
  });

  test('de-ch: the order view in German', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    const { user } = renderApp('/de-ch/sales/order/history');
    const table = await screen.findByRole('table', { name: 'Bestellungen' });
    const row = within(table).getByRole('row', { name: /000000102/ });
    expect(within(row).getByText('31.10.2026')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Bestellung 000000102 ansehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung Nr. 000000102' });
    expect(await within(dialog).findByRole('heading', { name: 'Bestellte Artikel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Lieferadresse' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Rücksendeetikett erstellen' })).toBeInTheDocument();
  });
});
