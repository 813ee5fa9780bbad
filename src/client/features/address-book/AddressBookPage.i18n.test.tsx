import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AddressBook, CustomerAddress } from '../../api/address';
import type { CheckoutConfig } from '../../api/cart';
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

const book = () => contractExample<AddressBook>('listCustomerAddresses', 'louise');

const tokyo = (): CustomerAddress => ({
  ...book().addresses[1]!,
  id: 99,
  firstname: '花子',
  lastname: '山田',
  street: ['丸の内1-1-1'],
  city: '千代田区',
  region: '東京都',
  postcode: '100-0005',
  country_id: 'JP',
  telephone: '03-0000-0000',
  default_billing: false,
  default_shipping: false,
});

beforeEach(() => {
  answerSignedInCustomer();
  document.cookie = 'form_key=3fZq9LmP2xYw7TbK; path=/';
  server.use(
    http.get(contractUrl('getCheckoutConfig'), () =>
      HttpResponse.json(contractExample<CheckoutConfig>('getCheckoutConfig')),
    ),
  );
});

describe('the address book in the store’s language (issue 13)', () => {
  test('de-ch: the page, its marks and the saved message in German', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    renderApp('/de-ch/customer/address?result=saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adressbuch' })).toBeInTheDocument();
    expect(screen.getByText('Die Adresse wurde gespeichert.')).toHaveAttribute('role', 'status');
    const lyon = await screen.findByRole('listitem', { name: /^Louise Martin, 18 Rue Mercière/ });
    expect(within(lyon).getByText('Standard-Rechnungsadresse')).toBeInTheDocument();
    expect(within(lyon).getByRole('button', { name: /^18 Rue Mercière.* bearbeiten$/ })).toHaveTextContent(
      'Bearbeiten',
    );
    expect(screen.getByRole('button', { name: 'Neue Adresse hinzufügen' })).toBeInTheDocument();
  });

  test('ja-jp: Japanese words, and a Japanese address in Japan’s order (country, 〒, prefecture, city, street, name with 様)', async () => {
    server.use(
      http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(jaJpStoreConfig)),
      http.get(contractUrl('listCustomerAddresses'), () =>
        HttpResponse.json({ ...book(), addresses: [...book().addresses, tokyo()] }),
      ),
    );
    const { user } = renderApp('/ja-jp/customer/address');
    expect(await screen.findByRole('heading', { level: 1, name: 'アドレス帳' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', {
      name: '山田 花子 様、日本 〒100-0005 東京都千代田区丸の内1-1-1',
    });
    const lines = Array.from(card.querySelectorAll('address > span')).map((s) => s.textContent);
    expect(lines).toEqual([
      '日本',
      '〒100-0005',
      '東京都千代田区',
      '丸の内1-1-1',
      '山田 花子 様',
      '03-0000-0000',
    ]);
    // An address abroad keeps the western order, the name first.
    const lyon = screen.getByRole('listitem', { name: /^Martin Louise、18 Rue Mercière/ });
    expect(within(lyon).getByText('既定のご請求先住所')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新しい住所を追加' }));
    const dialog = await screen.findByRole('dialog', { name: '新しい住所を追加' });
    expect(within(dialog).getByRole('button', { name: '住所を保存' })).toBeInTheDocument();
    expect(within(dialog).getByText('既定のお届け先住所として使用する')).toBeInTheDocument();
  });
});
